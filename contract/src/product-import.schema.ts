import { z } from 'zod';

export * from './product-import-columns';

/** POST /api/products/import: `dryRun` (the default) reports and writes nothing. */
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export const importActions = ['create', 'update', 'refuse'] as const;

/** What the import does with one row of the file. */
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1), as a spreadsheet numbers it. */
  row: z.number().int(),
  handle: z.string(),
  /** Its product is created or changed; `refuse`: the product is not written, `messages` say why. */
  action: z.enum(importActions),
  /** Why the row is refused, in the reader's language; empty otherwise. */
  messages: z.array(z.string()),
});
export type ImportRowDto = z.infer<typeof importRowSchema>;

/**
 * The dry run's report, or what a confirmed import wrote. Counts are products (handles); a product is
 * refused as a whole when any of its rows is, and a confirmed import with a refusal writes nothing (400).
 */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
});
export type ImportReportDto = z.infer<typeof importReportSchema>;

/** The steps of an import, in order: the file's rows checked, its image URLs fetched, its rows written. */
export const importSteps = ['check', 'images', 'write'] as const;
export type ImportStep = (typeof importSteps)[number];

/**
 * How far an import has come, for a client that asked for progress (contract/src/progress.ts): `done` of
 * `total` rows checked (`check`), images fetched (`images`: only the file's image URLs not yet in the shop) or
 * rows written (`write`: only when confirmed). Each step starts at 0 and ends at its total.
 */
export const importProgressSchema = z.object({
  step: z.enum(importSteps),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgressDto = z.infer<typeof importProgressSchema>;
