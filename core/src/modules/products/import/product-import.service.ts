import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_VAT_RATE, type ImportProgressDto, type ImportReportDto } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { Cradle } from '../../../kernel/cradle';
import type { CatalogueVersion } from '../../../shared/catalogue-version';
import { ValidationError } from '../../../shared/errors';
import { msg, render } from '../../../shared/messages';
import { UserSchema, type User } from '../../users/user.entity';
import { ProductSchema, type Product } from '../product.entity';
import { productLimitFor } from '../product.rules';
import { isExclusionViolation, saveProduct } from '../product-save';
import { checkProduct, groupRows, type PlannedProduct } from './import-plan';
import { checkAgainstShop, readShop } from './import-shop';
import { resolveImages } from './import-images';
import { ImportProgress } from './import-progress';
import { checkListing, writeSafety } from './import-safety';
import { readProductCsv } from './product-csv';
import { csvOf, exportRows } from './product-export';

interface Deps {
  em: EntityManager;
  catalogueVersion: CatalogueVersion;
  /** The upload module's checks and store, reached through the container (it is a module beside this one). */
  uploads: Cradle['uploads'];
  /** The products module's safety code: its listing rule and the one writer of `product_safety`. */
  productSafety: Cradle['productSafety'];
  locale: Locale;
}

/**
 * A seller's catalogue from a CSV file (docs/product.md "Bring a catalogue, take it with you"). Every
 * product is checked by the contract's rules and the shop's (SKUs, plan), its image URLs fetched and
 * checked like uploads; the dry run reports, a confirmed import writes every product through the products
 * module's own save (saveProduct: the same rules and side effects as PUT /api/products/{id}) in ONE
 * transaction, or writes nothing.
 */
export class ProductImportService {
  constructor(private readonly deps: Deps) {}

  async import(
    actor: User,
    bytes: Buffer,
    dryRun: boolean,
    onProgress?: (progress: ImportProgressDto) => void,
  ): Promise<ImportReportDto> {
    const products = groupRows(readProductCsv(bytes));
    // A file that cannot be read is refused before the first progress line: the ordinary 400 answer.
    const progress = new ImportProgress(onProgress);
    await progress.each('check', products, checkProduct);
    const shop = await readShop(this.deps.em, actor.id);
    checkAgainstShop(products, shop, actor.isAdmin ? Infinity : productLimitFor(actor.seller.plan));
    await checkListing(products, this.deps.productSafety);
    await resolveImages(products, shop.images, dryRun, this.deps.uploads, progress);
    const report = this.report(products, dryRun);
    if (dryRun) return report;
    // The first row refused for a reason of its own (not only because its product's other row was).
    const [first] = products.flatMap((product) => [...product.problems.entries()]).sort(([a], [b]) => a - b);
    if (first)
      throw new ValidationError(
        msg('productImport.refused', {
          row: first[0],
          message: first[1][0]!,
          more: report.rows.filter((row) => row.action === 'refuse').length - 1,
        }),
        `row ${first[0]}`,
      );
    await this.write(actor, products, progress);
    return report;
  }

  /** The caller's saved products in the import's columns: importing the file again changes nothing. */
  async export(actor: User): Promise<Buffer> {
    return csvOf(await exportRows(this.deps.em, actor.id));
  }

  /** Every product in one transaction; a SKU another save took meanwhile undoes all of it. */
  private async write(actor: User, products: PlannedProduct[], progress: ImportProgress): Promise<void> {
    try {
      await this.deps.em.transactional(
        async (tx) => {
          // The seller's row lock makes the plan check and the inserts atomic, as a single create does.
          await tx.execute('select 1 from users where id = ? for update', [actor.id]);
          const seller = await tx.findOneOrFail(UserSchema, { id: actor.id });
          const limit = actor.isAdmin ? Infinity : productLimitFor(actor.seller.plan);
          const creates = products.filter((product) => !product.target).length;
          const owned = await tx.count(ProductSchema, { seller: actor.id });
          if (owned + creates > limit)
            throw new ValidationError(msg('products.limit', { plan: actor.seller.plan ?? 1, limit }));
          const targets = products.flatMap((product) => (product.target ? [product.target] : [])).sort();
          // Orders lock a product's row before its variants' stock (product-stock.ts): so does the import.
          if (targets.length)
            await tx.execute('select 1 from products where id in (?) order by id for update', [targets]);
          const existing = new Map(
            (await tx.find(ProductSchema, { id: { $in: targets } }, { populate: ['seller'] })).map(
              (product) => [product.id, product],
            ),
          );
          const ids: string[] = [];
          progress.start(
            'write',
            products.reduce((rows, product) => rows + product.rows.length, 0),
          );
          for (const product of products) {
            const entity =
              (product.target && existing.get(product.target)) ||
              tx.create(ProductSchema, {
                seller,
                name: product.input!.name,
                vatRate: seller.seller.vatRegistered ? DEFAULT_VAT_RATE : 0,
              });
            await saveProduct(tx, entity as Product & { seller: User }, product.input!);
            await progress.advance(product.rows.length);
            ids.push(entity.id);
          }
          // The safety rows reference the products: written (in the same transaction) after one flush of them all.
          await tx.flush();
          await writeSafety(tx, products, ids);
          // Flushed once, after the last product: a query between products would otherwise flush (and diff) every
          // variant written so far again, which made 2 000 rows take seconds. saveProduct reads only rows
          // already stored (a product's current variants, other products' SKUs), never one it just wrote.
        },
        { flushMode: FlushMode.COMMIT },
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new ValidationError(msg('products.skuTakenMeanwhile'), 'sku');
      throw error;
    }
    await this.deps.catalogueVersion.bump();
  }

  private report(products: PlannedProduct[], dryRun: boolean): ImportReportDto {
    const { locale } = this.deps;
    const rows = products.flatMap((product) => {
      const refused = product.problems.size > 0;
      const firstRefused = [...product.problems.keys()].sort((a, b) => a - b)[0];
      return product.rows.map((row) => {
        const own = product.problems.get(row.row) ?? [];
        const texts =
          refused && !own.length ? [msg('productImport.sameProduct', { row: firstRefused! })] : own;
        return {
          row: row.row,
          handle: product.handle,
          action: refused ? ('refuse' as const) : product.target ? ('update' as const) : ('create' as const),
          messages: texts.map((text) => render(text, locale)),
        };
      });
    });
    const count = (test: (product: PlannedProduct) => boolean) => products.filter(test).length;
    return {
      dryRun,
      rows: rows.sort((a, b) => a.row - b.row),
      created: count((product) => !product.problems.size && !product.target),
      updated: count((product) => !product.problems.size && !!product.target),
      refused: count((product) => product.problems.size > 0),
    };
  }
}
