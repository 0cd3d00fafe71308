import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '../../../shared/messages';
import { addProblem, type PlannedProduct } from './import-plan';

/** What an import needs to know of the shop: its products, their SKUs and the images they show. */
export interface ShopCatalogue {
  productIds: Set<string>;
  /** Lower-case SKU → the product whose variant on sale has it. */
  skus: Map<string, string>;
  /** Every image the shop's products show: a file re-imported with them is not fetched again. */
  images: Set<string>;
  count: number;
}

export async function readShop(em: EntityManager, sellerId: string): Promise<ShopCatalogue> {
  const products = await em.execute<{ id: string; images: string[] }[]>(
    'select id, images from products where seller_id = ?',
    [sellerId],
  );
  const variants = await em.execute<{ sku: string; product_id: string; image: string }[]>(
    `select sku, product_id, image from product_variants where seller_id = ? and not archived`,
    [sellerId],
  );
  return {
    productIds: new Set(products.map((product) => product.id)),
    skus: new Map(variants.filter((v) => v.sku).map((v) => [v.sku.toLowerCase(), v.product_id])),
    images: new Set([...products.flatMap((product) => product.images), ...variants.map((v) => v.image)]),
    count: products.length,
  };
}

/**
 * Which product each group changes, and the rules between products: a handle that is one of the shop's
 * product ids (what the export writes) changes that product, else a group whose SKU a product of the shop
 * has changes that product, else the group is a new product. A SKU is on one product of the shop only
 * (in the file and outside it), each product is changed by one group, and new products fit the plan.
 */
export function checkAgainstShop(products: PlannedProduct[], shop: ShopCatalogue, limit: number): void {
  const claimed = new Map<string, number>();
  for (const product of products) {
    const bySku = product.rows
      .map((row) => shop.skus.get(row.cells.sku?.toLowerCase() ?? ''))
      .find((id) => id !== undefined);
    product.target = shop.productIds.has(product.handle.toLowerCase()) ? product.handle.toLowerCase() : bySku;
    if (!product.target) continue;
    const other = claimed.get(product.target);
    if (other !== undefined)
      addProblem(product, product.rows[0]!.row, msg('productImport.sameProductTwice', { row: other }));
    claimed.set(product.target, product.rows[0]!.row);
  }
  const skuRows = new Map<string, number>();
  for (const product of products)
    for (const row of product.rows) {
      const sku = row.cells.sku?.toLowerCase();
      if (!sku) continue;
      const earlier = skuRows.get(sku);
      const owner = shop.skus.get(sku);
      if (earlier !== undefined && !product.rows.some((own) => own.row === earlier))
        addProblem(product, row.row, msg('productImport.skuInFile', { sku: row.cells.sku!, row: earlier }));
      else if (owner && owner !== product.target && !claimed.has(owner))
        addProblem(product, row.row, msg('products.skuTaken', { sku: row.cells.sku! }));
      if (earlier === undefined) skuRows.set(sku, row.row);
    }
  let room = limit - shop.count;
  for (const product of products)
    if (!product.target && !product.problems.size && room-- <= 0)
      addProblem(product, product.rows[0]!.row, msg('productImport.planFull', { limit }));
}
