import { z } from 'zod';

/** DELETE /api/users/me: the password typed again, and what becomes of the person's reviews. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
  /** `keep`: the reviews stay, signed "Tidigare kund" / "Former customer"; `remove`: they are deleted. */
  reviews: z.enum(['keep', 'remove']).default('keep'),
});
export type DeleteAccountInput = z.input<typeof deleteAccountBody>;

export const accountDeletedSchema = z.object({ message: z.string() });

/** Where the caller's data export stands. `none`: never asked, or the last one expired. */
export const exportStatus = z.enum(['none', 'working', 'ready', 'failed']);
export type ExportStatus = z.infer<typeof exportStatus>;

export const dataExportSchema = z.object({
  status: exportStatus,
  /** When it was asked for (ISO). */
  requestedAt: z.string().nullable(),
  /** While ready: where to download the zip (valid without signing in, until `expiresAt`) and until when. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExportDto = z.infer<typeof dataExportSchema>;

/** GET /api/exports/:token: the secret in an export's link. */
export const exportTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link'),
});
