import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Cradle } from '../../kernel/cradle';
import type { CatalogueVersion } from '../../shared/catalogue-version';

/** Images looked at per start, at most; the next start goes on where this one stopped. */
const PER_START = 500;
const BATCH = 50;

/** Core's own name for an image stored without copies: 24 hex digits and no widths (contract image-widths). */
const WITHOUT_COPIES = '/[0-9a-f]{24}\\.webp$';

export interface BackfillCount {
  /** Images given copies, their products and variants now naming them. */
  made: number;
  /** Images left as they are: too narrow for a copy, not the upload store's, or missing. */
  skipped: number;
  failed: number;
}

/**
 * Gives product images stored before copies existed (uploads and demo data from before issue 36) their copies,
 * in the background after each start, so every photo the storefront shows has a srcset. The uploads module
 * makes the copies (UploadService.withCopies, the one resizer) under a new name that lists the widths; this
 * module, the one writer of `products` and `product_variants`, then names the new file where the old was.
 *
 * Why at start and not on the first request of a missing width: an old image's URL lists no widths, so no app
 * would ever ask for a copy of it (contract image-widths derives copies from the name alone), and with an
 * object store the copies are served by the store, never by core. Idempotent (an image with copies is not
 * picked again), bounded (PER_START a start, one image at a time), and safe on several instances at once: the
 * rename changes only rows still naming the old URL, and an instance that finds none removes its own copies.
 */
export class ImageCopies {
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      orm: MikroORM;
      uploads: Cradle['uploads'];
      catalogueVersion: CatalogueVersion;
      logger: Logger;
    },
  ) {}

  /** Starts the backfill without waiting for it: serving never waits for images. */
  start(): void {
    this.stopped = false;
    this.running = this.backfill().catch((err: unknown) =>
      this.deps.logger.warn({ err }, 'image copies: stopped, the next start goes on'),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  async backfill(): Promise<BackfillCount> {
    const em = this.deps.orm.em.fork();
    const count: BackfillCount = { made: 0, skipped: 0, failed: 0 };
    const passed: string[] = [];
    while (!this.stopped && passed.length < PER_START) {
      const urls = await this.withoutCopies(em, passed);
      if (!urls.length) break;
      for (const url of urls) {
        if (this.stopped) break;
        passed.push(url);
        count[await this.giveCopies(em, url)]++;
      }
    }
    if (count.made) await this.deps.catalogueVersion.bump();
    if (count.made || count.failed) this.deps.logger.info(count, 'image copies: older images given copies');
    return count;
  }

  private async withoutCopies(em: EntityManager, passed: string[]): Promise<string[]> {
    const rows = await em.execute<{ url: string }[]>(
      `select distinct url from (
         select image as url from products
         union all select jsonb_array_elements_text(images) from products
         union all select image from product_variants
       ) named
       where url ~ ? and url not in (select jsonb_array_elements_text(?::jsonb))
       limit ?`,
      [WITHOUT_COPIES, JSON.stringify(passed), BATCH],
    );
    return rows.map((row) => row.url);
  }

  private async giveCopies(em: EntityManager, url: string): Promise<keyof BackfillCount> {
    const { uploads, logger } = this.deps;
    let copied: string | undefined;
    try {
      copied = await uploads.withCopies(url);
    } catch (err) {
      logger.warn({ err, url }, 'image copies: could not make them');
      return 'failed';
    }
    if (!copied) return 'skipped';
    if (await this.rename(em, url, copied)) return 'made';
    await uploads.discard(copied);
    return 'skipped';
  }

  /** Names the copied image wherever the old one was; false when no row names it any more. */
  private rename(em: EntityManager, from: string, to: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const products = await tx.execute<{ affectedRows: number }>(
        `update products set
           image = case when image = ? then ? else image end,
           images = (select coalesce(jsonb_agg(case when value = ? then ? else value end order by at), '[]'::jsonb)
                     from jsonb_array_elements_text(images) with ordinality as each(value, at))
         where image = ? or images @> jsonb_build_array(?::text)`,
        [from, to, from, to, from, from],
        'run',
      );
      const variants = await tx.execute<{ affectedRows: number }>(
        'update product_variants set image = ? where image = ?',
        [to, from],
        'run',
      );
      return products.affectedRows + variants.affectedRows > 0;
    });
  }
}
