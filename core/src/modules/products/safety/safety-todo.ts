/**
 * A products row (alias `p`) without its manufacturer (GPSR Art. 19; docs/notices.md): the one rule the save's
 * check (ProductSafetyService.checkListable) and the to-do lists both read.
 */
export const lacksManufacturer = `not exists (select 1 from product_safety s
  where s.product_id = p.id and s.manufacturer_name <> '')`;
