import { defineCall } from './call';
import { taxDetailsBody, taxDetailsSchema } from './tax.schema';

const tag = 'Tax reporting';

/** DAC7: sellers' tax details and the yearly report to Skatteverket (docs/dac7.md). */
export const taxApi = {
  details: defineCall({
    method: 'GET',
    path: '/api/shops/me/tax-details',
    summary: "The seller's tax details (Skatteuppgifter) as given, and whether they are complete",
    access: 'seller',
    tag,
    response: taxDetailsSchema,
  }),
  saveDetails: defineCall({
    method: 'PUT',
    path: '/api/shops/me/tax-details',
    summary:
      "Give or change the seller's tax details: personnummer, organisation number and bankgiro are checked by their check digits, an IBAN by its own, a date of birth must be past and match the personnummer",
    access: 'seller',
    tag,
    body: taxDetailsBody,
    response: taxDetailsSchema,
  }),
};
