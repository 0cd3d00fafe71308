import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { SaleDto } from '@torget/contract';
import type { Logger } from 'pino';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { money, msg } from '../../shared/messages';
import { oreToSek, sekToOre, type Ore } from '../../shared/money';
import type { User } from '../users/user.entity';
import { lowestPriceOre } from './price-history';

/** A sale as the catalogue queries select it (product.mapper's `sale` column). */
export interface SaleRow {
  price_ore: Ore;
  prior_ore: Ore;
  ends_at: string | Date | null;
  variant_ids: string[];
}

/** The prices a sale replaced: put back when it ends, unless the seller has changed them meanwhile. */
interface Restore {
  product: Ore;
  variants: Record<string, Ore>;
}

export interface SaleInput {
  price: number;
  endsAt?: string | null;
  variants?: string[];
}

/** Floor((prior − sale) / prior × 100), in whole numbers so no float rounds a 25 % into 24. */
export const percentOff = (priorOre: Ore, saleOre: Ore): number =>
  Math.floor(((priorOre - saleOre) * 100) / priorOre);

export function saleRowToDto(row: SaleRow | null): SaleDto | null {
  if (!row) return null;
  return {
    price: oreToSek(row.price_ore),
    priorPrice: oreToSek(row.prior_ore),
    percentOff: percentOff(row.prior_ore, row.price_ore),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    variants: row.variant_ids,
  };
}

/** The `sale` column of a product row aliased `alias` (null without a running sale). */
export const saleColumn = (alias = 'p') =>
  `(select json_build_object('price_ore', s.price_ore, 'prior_ore', s.prior_ore, 'ends_at', s.ends_at,
    'variant_ids', s.variant_ids) from product_sales s where s.product_id = ${alias}.id) as sale`;

/**
 * Sales (issue 37): the reduced price becomes the product's (or the chosen variants') price while the sale
 * runs, so everything that reads the price a buyer pays now (listings, cart lines, orders) needs no change,
 * and the price history's triggers record the start and the end. The reference price is the lowest of the
 * 30 days before the start, from that history; the seller never types it. Every write locks the product's
 * row first, as saves and orders do, so a sale never interleaves with them.
 */
export class SaleService {
  constructor(private readonly deps: { em: EntityManager; catalogueVersion: CatalogueVersion }) {}

  async start(actor: User, productId: string, input: SaleInput, now = new Date()): Promise<void> {
    const saleOre = sekToOre(input.price);
    if (input.endsAt && new Date(input.endsAt) <= now)
      throw new ValidationError(msg('sales.endsInPast'), 'endsAt');
    await this.deps.em.transactional(async (tx) => {
      await this.lockOwned(tx, actor, productId);
      // A new sale replaces a running one: its prices come back first, so the new reference price is
      // computed over the real prices (the old sale's reduced price included: it was a price then).
      await this.endIn(tx, productId);
      const variants = await tx.execute<{ id: string; price_ore: Ore }[]>(
        'select id, price_ore from product_variants where product_id = ? and not archived',
        [productId],
      );
      const asked = input.variants ?? [];
      const unknown = asked.find((id) => !variants.some((variant) => variant.id === id));
      if (unknown) throw new ValidationError(msg('sales.variantUnknown'), 'variants');
      const targets = asked.length ? variants.filter((variant) => asked.includes(variant.id)) : variants;
      const [product] = await tx.execute<{ price_ore: Ore }[]>(
        'select price_ore from products where id = ?',
        [productId],
      );
      const current: { id: string | null; price_ore: Ore }[] = targets.length
        ? targets
        : [{ id: null, price_ore: product!.price_ore }];
      let prior = Number.POSITIVE_INFINITY;
      for (const target of current) {
        const lowest = (await lowestPriceOre(tx, productId, target.id, now)) ?? target.price_ore;
        prior = Math.min(prior, lowest, target.price_ore);
      }
      if (saleOre >= prior)
        throw new ValidationError(msg('sales.notBelowPrior', { price: money(prior) }), 'price');
      const restore: Restore = {
        product: product!.price_ore,
        variants: Object.fromEntries(targets.map((variant) => [variant.id, variant.price_ore])),
      };
      if (targets.length) {
        await tx.execute('update product_variants set price_ore = ? where id = any(?::uuid[])', [
          saleOre,
          `{${targets.map((variant) => variant.id).join(',')}}`,
        ]);
        await this.deriveProductPrice(tx, productId);
      } else {
        await tx.execute('update products set price_ore = ?, updated_at = now() where id = ?', [
          saleOre,
          productId,
        ]);
      }
      await tx.execute(
        `insert into product_sales (product_id, price_ore, prior_ore, started_at, ends_at, variant_ids, restore)
         values (?, ?, ?, now(), ?, ?::uuid[], ?::jsonb)`,
        [productId, saleOre, prior, input.endsAt ?? null, `{${asked.join(',')}}`, JSON.stringify(restore)],
      );
    });
    await this.deps.catalogueVersion.bump();
  }

  /** DELETE /api/products/{id}/sale: the prices before the sale return. No running sale: nothing to do. */
  async end(actor: User, productId: string): Promise<void> {
    await this.deps.em.transactional(async (tx) => {
      await this.lockOwned(tx, actor, productId);
      await this.endIn(tx, productId);
    });
    await this.deps.catalogueVersion.bump();
  }

  /**
   * Ends every sale whose end has come by `now` (sale-end-sweep.ts runs it each half minute). Each in its
   * own transaction that locks the product first; the delete's `ends_at <= now` makes a sale that another
   * instance ended, or that its seller replaced meanwhile, a no-op. Answers how many ended.
   */
  async endDue(now = new Date()): Promise<number> {
    const due = await this.deps.em.execute<{ product_id: string }[]>(
      'select product_id from product_sales where ends_at <= ? order by ends_at limit 500',
      [now],
    );
    let ended = 0;
    for (const { product_id: productId } of due) {
      const done = await this.deps.em.transactional(async (tx) => {
        await tx.execute('select 1 from products where id = ? for update', [productId]);
        return this.endIn(tx, productId, now);
      });
      if (done) ended += 1;
    }
    if (ended) await this.deps.catalogueVersion.bump();
    return ended;
  }

  /** The product's running sale as the product answer carries it. */
  async saleOf(productId: string): Promise<SaleDto | null> {
    const [row] = await this.deps.em.execute<SaleRow[]>(
      'select price_ore, prior_ore, ends_at, variant_ids from product_sales where product_id = ?',
      [productId],
    );
    return saleRowToDto(row ?? null);
  }

  /**
   * Removes the product's sale (only one ended by `endedBy`, when given) and puts its prices back: each
   * price still at the sale price returns to what it was; one the seller changed during the sale stays.
   */
  private async endIn(tx: EntityManager, productId: string, endedBy?: Date): Promise<boolean> {
    const [sale] = await tx.execute<{ price_ore: Ore; restore: Restore }[]>(
      `delete from product_sales where product_id = ?${endedBy ? ' and ends_at <= ?' : ''}
       returning price_ore, restore`,
      endedBy ? [productId, endedBy] : [productId],
    );
    if (!sale) return false;
    const variantIds = Object.keys(sale.restore.variants);
    if (variantIds.length) {
      for (const id of variantIds)
        await tx.execute('update product_variants set price_ore = ? where id = ? and price_ore = ?', [
          sale.restore.variants[id],
          id,
          sale.price_ore,
        ]);
      await this.deriveProductPrice(tx, productId);
    } else {
      await tx.execute(
        'update products set price_ore = ?, updated_at = now() where id = ? and price_ore = ?',
        [sale.restore.product, productId, sale.price_ore],
      );
    }
    return true;
  }

  /** With variants, the product's price is the lowest variant price (as product-variants.ts keeps it). */
  private async deriveProductPrice(tx: EntityManager, productId: string): Promise<void> {
    await tx.execute(
      `update products set updated_at = now(), price_ore = coalesce((select min(price_ore)
         from product_variants where product_id = ? and not archived), price_ore) where id = ?`,
      [productId, productId],
    );
  }

  /** Locks the product's row when the actor may change it: its seller, or an admin. */
  private async lockOwned(tx: EntityManager, actor: User, productId: string): Promise<void> {
    const [row] = await tx.execute<{ seller_id: string }[]>(
      'select seller_id from products where id = ? and not draft for update',
      [productId],
    );
    if (!row) throw new NotFoundError(msg('products.notFound'), 'PRODUCT_NOT_FOUND');
    if (!actor.isAdmin && row.seller_id !== actor.id)
      throw new ForbiddenError(msg('products.notYours'), 'NOT_YOUR_PRODUCT');
  }
}

/**
 * Ends sales whose end has come, each half minute on every instance, so a price returns within a minute
 * of its end without a job per sale. Simpler than a scheduled pg-boss job per sale (which would need
 * cancelling when a sale is replaced or ended early): the sweep is idempotent and several instances
 * sweeping at once end each sale once (row locks and the delete's condition). A sale whose end passed
 * while no instance ran ends at the first sweep after start.
 */
export class SaleEndSweep {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { orm: MikroORM; catalogueVersion: CatalogueVersion; logger: Logger }) {}

  run(now = new Date()): Promise<number> {
    return new SaleService({
      em: this.deps.orm.em.fork(),
      catalogueVersion: this.deps.catalogueVersion,
    }).endDue(now);
  }

  start(): void {
    const sweep = () =>
      this.run().catch((err: unknown) => this.deps.logger.warn({ err }, 'sale end sweep failed; will retry'));
    void sweep();
    this.timer = setInterval(sweep, 30_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
