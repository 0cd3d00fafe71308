import { z } from 'zod';
import { normalBankgiro, normalOrganisationNumber, normalPersonnummer } from './rules/tax-ids';

const text = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const country = z
  .string({ error: 'Please enter a country code (two letters, e.g. SE).' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Please enter a country code (two letters, e.g. SE).');

const address = z.object({
  street: text('Please enter the street address.'),
  postalCode: text('Please enter the postal code.', 20),
  city: text('Please enter the city.'),
  country,
});

/**
 * The account the marketplace pays the seller to: an IBAN (checked by the server) or a Swedish bankgiro. The one
 * definition: the tax details and the trader details of a seller application (trader.schema.ts) both take it.
 */
export const paymentAccountBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('iban'),
    number: z
      .string({ error: 'Please enter the IBAN.' })
      .transform((value) => value.replace(/\s/g, '').toUpperCase()),
    holder: text("Please enter the account holder's name."),
  }),
  z.object({
    kind: z.literal('bankgiro'),
    number: z.string({ error: 'Please enter the bankgiro number.' }).transform((value, ctx) => {
      const normal = normalBankgiro(value);
      if (!normal)
        ctx.addIssue({ code: 'custom', message: 'The bankgiro number is not valid (check digit).' });
      return normal ?? value;
    }),
    holder: text("Please enter the account holder's name."),
  }),
]);

const isoDate = z.iso.date({ error: 'Please enter the date of birth as YYYY-MM-DD.' });

/**
 * A seller's tax details (DAC7 due diligence, docs/dac7.md): who the seller is to Skatteverket and where it is paid.
 * A sole trader gives name, date of birth, personnummer (its TIN) and address; a company its legal name,
 * organisation number (TIN), VAT number, registered address and any permanent establishments in the EU.
 */
export const taxDetailsBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('individual'),
    name: text('Please enter your full name.'),
    birthDate: isoDate,
    tin: z.string({ error: 'Please enter your personnummer.' }).transform((value, ctx) => {
      const normal = normalPersonnummer(value);
      if (!normal)
        ctx.addIssue({ code: 'custom', message: 'The personnummer is not valid (check digit or date).' });
      return normal ?? value;
    }),
    address,
    account: paymentAccountBody,
  }),
  z.object({
    kind: z.literal('entity'),
    name: text('Please enter the legal name.'),
    tin: z.string({ error: 'Please enter the organisation number.' }).transform((value, ctx) => {
      const normal = normalOrganisationNumber(value);
      if (!normal)
        ctx.addIssue({ code: 'custom', message: 'The organisation number is not valid (check digit).' });
      return normal ?? value;
    }),
    vatNumber: z.string().trim().toUpperCase().max(20).default(''),
    address,
    /** EU countries where the company has a permanent establishment, besides the one it is registered in. */
    permanentEstablishments: z.array(country).max(27).default([]),
    account: paymentAccountBody,
  }),
]);
export type TaxDetailsInput = z.input<typeof taxDetailsBody>;
export type TaxDetails = z.output<typeof taxDetailsBody>;

export const taxDetailsSchema = z.object({
  /** False until the seller has given them. */
  complete: z.boolean(),
  details: z.union([taxDetailsBody, z.null()]),
  updatedAt: z.string().nullable(),
  /** Since when the shop may not sell for lacking them past the reminders (docs/dac7.md); null while it may. */
  salesStoppedAt: z.string().nullable(),
});
export type TaxDetailsDto = z.infer<typeof taxDetailsSchema>;

export { birthDateOf, normalBankgiro, normalOrganisationNumber, normalPersonnummer } from './rules/tax-ids';

/** The platform operator Torget reports as (a site setting): its legal name, organisation number and address. */
export const platformOperatorBody = z.object({
  name: text('Please enter the legal name.'),
  tin: z.string({ error: 'Please enter the organisation number.' }).transform((value, ctx) => {
    const normal = normalOrganisationNumber(value);
    if (!normal)
      ctx.addIssue({ code: 'custom', message: 'The organisation number is not valid (check digit).' });
    return normal ?? value;
  }),
  address,
});
export type PlatformOperator = z.output<typeof platformOperatorBody>;
export const platformOperatorSchema = z.object({ operator: z.union([platformOperatorBody, z.null()]) });

/** The year a DAC7 report is for. */
export const dac7YearQuery = z.object({
  year: z.coerce
    .number({ error: 'Please choose a year.' })
    .int('Please choose a year.')
    .min(2023, 'DAC7 reports start with 2023.'),
});

/** GET /api/admin/dac7: the year reported and the euro's rate in SEK for that year (Skatteverket's average). */
export const dac7Query = dac7YearQuery.extend({
  eurRate: z.coerce
    .number({ error: 'Please enter the euro rate (SEK per euro).' })
    .positive('Please enter the euro rate (SEK per euro).')
    .max(100, 'Please enter the euro rate (SEK per euro).'),
});

const quarterSchema = z.object({
  /** Paid orders (relevant activities) whose payment is dated in the quarter, Stockholm time. */
  sales: z.number().int(),
  /** Their totals less their refunds, in SEK. */
  consideration: z.number(),
  /** The plan fee the marketplace charged for the quarter, in SEK. */
  fees: z.number(),
  /** Taxes withheld: Torget withholds none. */
  taxes: z.number(),
});

export const dac7SellerSchema = z.object({
  _id: z.string(),
  shopName: z.string(),
  quarters: z.array(quarterSchema).length(4),
  sales: z.number().int(),
  consideration: z.number(),
  /** Reportable unless fewer than 30 sales and at most 2 000 euro in the year. */
  reportable: z.boolean(),
  hasTaxDetails: z.boolean(),
});
export type Dac7SellerDto = z.infer<typeof dac7SellerSchema>;

export const dac7ReportSchema = z.object({
  year: z.number().int(),
  eurRate: z.number(),
  sellers: z.array(dac7SellerSchema),
});
export type Dac7ReportDto = z.infer<typeof dac7ReportSchema>;

/** One DAC7 message of a year: the draft (not yet sent) or one the admin marked as sent to Skatteverket. */
export const dac7MessageSchema = z.object({
  messageRefId: z.string(),
  /** DPI401 new or additional information, DPI402 corrections, DPI403 nothing to report. */
  typeIndic: z.enum(['DPI401', 'DPI402', 'DPI403']),
  eurRate: z.number(),
  /** When the file was last downloaded. */
  madeAt: z.string(),
  /** When the admin marked it as sent; null for the draft. */
  sentAt: z.string().nullable(),
  /** How many sellers' parts it holds. */
  sellers: z.number().int(),
});
export type Dac7MessageDto = z.infer<typeof dac7MessageSchema>;

export const dac7MessagesSchema = z.object({ year: z.number().int(), messages: z.array(dac7MessageSchema) });
export type Dac7MessagesDto = z.infer<typeof dac7MessagesSchema>;

/** Marks the year's draft (the file last downloaded) as sent to Skatteverket. */
export const dac7SentBody = dac7YearQuery.extend({
  messageRefId: z
    .string({ error: 'Please name the file sent (its MessageRefId).' })
    .min(1, 'Please name the file sent (its MessageRefId).')
    .max(170, 'Please name the file sent (its MessageRefId).'),
});

/** What a DAC7 report said about one seller in a year (the seller's copy, informationsuppgift). */
export const dac7CopySchema = z.object({
  year: z.number().int(),
  /** When the report (or the latest correction of this seller's part) was sent to Skatteverket. */
  sentAt: z.string(),
  /** True when the latest part sent was a correction of an earlier one. */
  corrected: z.boolean(),
  seller: dac7SellerSchema.extend({ details: taxDetailsBody }),
});
export type Dac7CopyDto = z.infer<typeof dac7CopySchema>;
export const dac7CopiesSchema = z.object({ copies: z.array(dac7CopySchema) });
