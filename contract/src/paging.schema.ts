import { z } from 'zod';

/** Newest first (the default) or oldest first, by creation date. */
export const dateOrders = ['newest', 'oldest'] as const;
export type DateOrder = (typeof dateOrders)[number];

/**
 * The paging part of a list query: page numbers start at 1; 50 rows a page unless `pageSize` says
 * otherwise (docs/product.md §9: admin and seller lists show 50).
 */
export const pageQuery = z.object({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a whole number of 1 or more' })
    .int('pageNumber must be a whole number of 1 or more')
    .min(1, 'pageNumber must be a whole number of 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 100' })
    .int('pageSize must be a whole number from 1 to 100')
    .min(1, 'pageSize must be a whole number from 1 to 100')
    .max(100, 'pageSize must be a whole number from 1 to 100')
    .default(50),
});

export const dateOrderQuery = z
  .enum(dateOrders, { error: 'order must be newest or oldest' })
  .default('newest');

/** One page of a list: the rows under `key`, the page number, the number of pages and of rows in all. */
export function pageOf<const K extends string, S extends z.ZodType>(key: K, row: S) {
  return z.object({
    [key]: z.array(row),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  } as { [P in K]: z.ZodArray<S> } & {
    page: z.ZodNumber;
    pages: z.ZodNumber;
    total: z.ZodNumber;
  });
}
