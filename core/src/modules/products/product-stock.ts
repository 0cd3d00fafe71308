import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { SellableLine } from './sellable-lines';

/**
 * Takes a line's stock in the order's transaction with guarded updates: each only succeeds while enough
 * is in stock, whatever runs concurrently, so nothing is ever oversold. A variant's product row is
 * updated (and so locked) first: its total stays the variants' sum, and a seller's save, which locks the
 * product first as well (product.service.ts), never deadlocks with an order.
 */
export async function takeStock(em: EntityManager, line: SellableLine): Promise<void> {
  const { product, variant, qty } = line;
  const taken = await em.execute<{ affectedRows: number }>(
    'update products set count_in_stock = count_in_stock - ? where id = ? and count_in_stock >= ?',
    [qty, product.id, qty],
    'run',
  );
  if (taken.affectedRows === 1 && !variant) return;
  if (taken.affectedRows === 1) {
    const fromVariant = await em.execute<{ affectedRows: number }>(
      `update product_variants set count_in_stock = count_in_stock - ?
        where id = ? and not archived and count_in_stock >= ?`,
      [qty, variant!.id, qty],
      'run',
    );
    if (fromVariant.affectedRows === 1) return;
  }
  const [row] = await em.execute<{ left: number }[]>(
    variant
      ? 'select count_in_stock as left from product_variants where id = ?'
      : 'select count_in_stock as left from products where id = ?',
    [variant?.id ?? product.id],
  );
  const left = row?.left ?? 0;
  const name = line.label ? `${product.name} (${line.label})` : product.name;
  throw new ConflictError(
    left > 0 ? msg('orders.fewLeft', { left, name }) : msg('orders.outOfStock', { name }),
    'OUT_OF_STOCK',
  );
}

/**
 * Puts a deleted order's lines back in stock: a variant's to the variant and its product's total; a
 * line of a product that has variants now but was sold without one, or of an archived variant, goes
 * nowhere (its product's total is the variants' sum).
 */
export async function returnStock(
  em: EntityManager,
  lines: { productId: string | null; variantId: string | null; qty: number }[],
): Promise<void> {
  for (const { productId, variantId, qty } of lines) {
    if (!productId) continue;
    if (variantId) {
      const back = await em.execute<{ affectedRows: number }>(
        'update product_variants set count_in_stock = count_in_stock + ? where id = ? and not archived',
        [qty, variantId],
        'run',
      );
      if (back.affectedRows === 0) continue;
    }
    await em.execute(
      `update products p set count_in_stock = p.count_in_stock + ? where p.id = ?
         and (?::boolean or not exists (select 1 from product_variants v where v.product_id = p.id and not v.archived))`,
      [qty, productId, variantId !== null],
    );
  }
}
