import { z } from 'zod';
import { paymentAccountBody } from './tax.schema';

/**
 * What the marketplace must know of a trader before it may sell (DSA Art. 30; docs/notices.md): a copy of an ID
 * document, the payment account and the self-certification that the shop only offers products that comply
 * with EU law. Each is a key of the approval checklist.
 */
export const traderRequirements = ['id_document', 'payment_account', 'self_certification'] as const;
export const traderRequirementSchema = z.enum(traderRequirements);
export type TraderRequirement = z.infer<typeof traderRequirementSchema>;

/** PUT /api/trader_details: the payment account (IBAN or bankgiro, by its check digits) and the self-certification. */
export const traderDetailsBody = z.object({
  payment_account: paymentAccountBody,
  complies_with_eu_law: z.literal(true, {
    error: 'Please confirm that the shop only offers products that comply with EU law.',
  }),
});
export type TraderDetailsInput = z.input<typeof traderDetailsBody>;
export type TraderDetailsBody = z.output<typeof traderDetailsBody>;

/** An account as stored: already checked and written the normal way. */
export const paymentAccountSchema = z.object({
  kind: z.enum(['iban', 'bankgiro']),
  number: z.string(),
  holder: z.string(),
});

/**
 * A trader's details as the trader and admins see them. The ID document itself is never in it: only when it
 * was uploaded (admins fetch the file by its own call).
 */
export const traderDetailsSchema = z.object({
  payment_account: paymentAccountSchema.nullable(),
  /** When the trader certified that the shop only offers products that comply with EU law; null: not yet. */
  certified_at: z.string().nullable(),
  /** When the ID document was uploaded; null: none (or erased six months after the shop closed). */
  id_document_uploaded_at: z.string().nullable(),
  /** What is still missing, in checklist order; empty: complete. */
  missing: z.array(traderRequirementSchema),
  /** Whether the marketplace requires them before approval (the site setting `require_trader_details`). */
  required: z.boolean(),
});
export type TraderDetailsDto = z.infer<typeof traderDetailsSchema>;
