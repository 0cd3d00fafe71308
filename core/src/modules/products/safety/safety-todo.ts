import type { ProductSafetyDto } from '@torget/contract';

/**
 * GPSR Art. 19's listing rule (docs/notices.md): a product is listed only with its manufacturer named. The one
 * rule every save applies (ProductSafetyService.unlistable: PUT /api/products/{id} and the CSV import), here
 * beside its SQL form for lists.
 */
export const namesManufacturer = (safety: Pick<ProductSafetyDto, 'manufacturer_name'> | undefined): boolean =>
  !!safety?.manufacturer_name;

/**
 * `namesManufacturer` negated over a products row (alias `p`), for the to-do lists and the admins' flags that
 * count many products at once.
 */
export const lacksManufacturer = `not exists (select 1 from product_safety s
  where s.product_id = p.id and s.manufacturer_name <> '')`;
