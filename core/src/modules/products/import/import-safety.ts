import { safetyImportColumns } from '@torget/contract';
import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '../../../shared/messages';
import type { ProductSafetyService } from '../safety/product-safety.service';
import { saveSafety } from '../safety/product-safety.service';
import { addProblem, type PlannedProduct } from './import-plan';

/** The manufacturer a file names, also when its other safety cells were refused; none without safety cells. */
function given({ rows: [first] }: PlannedProduct) {
  if (!safetyImportColumns.some((column) => first!.cells[column] !== undefined)) return undefined;
  return { manufacturer_name: first!.cells.manufacturer_name ?? '' };
}

/**
 * The listing rule of every save (ProductSafetyService.unlistable, as PUT /api/products/{id} applies it):
 * while the marketplace requires product safety information, a product the import would list without its
 * manufacturer — in the file, or already stored when the file gives none — is refused on its first row.
 */
export async function checkListing(products: PlannedProduct[], productSafety: ProductSafetyService) {
  const lacking = await productSafety.unlistable(
    products.map((product) => ({ productId: product.target, incoming: product.safety ?? given(product) })),
  );
  products.forEach((product, at) => {
    if (lacking[at])
      addProblem(
        product,
        product.rows[0]!.row,
        msg('productImport.manufacturerRequired', { column: 'manufacturer_name' }),
      );
  });
}

/** The file's safety information, in the import's transaction (`ids`: each product's id, in order). */
export async function writeSafety(tx: EntityManager, products: PlannedProduct[], ids: string[]) {
  const rows = products.flatMap((product, at) =>
    product.safety ? [{ productId: ids[at]!, input: product.safety }] : [],
  );
  if (rows.length) await saveSafety(tx, rows);
}
