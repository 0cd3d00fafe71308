import { z } from 'zod';

/**
 * A product's safety information (the General Product Safety Regulation (EU) 2023/988, Art. 19; DSA Art. 31;
 * docs/notices.md): who made it, who answers for it in the EU, how to identify it, and its warnings. Shown on
 * the product page under "Produktsäkerhet".
 */
export const productSafetySchema = z.object({
  manufacturer_name: z.string(),
  manufacturer_address: z.string(),
  /** An email address or a web address. */
  manufacturer_contact: z.string(),
  /** The responsible person in the EU, when the manufacturer is outside it. */
  eu_responsible_name: z.string(),
  eu_responsible_address: z.string(),
  eu_responsible_contact: z.string(),
  /** Type, batch or serial number, or GTIN (a variant's GTIN counts too). */
  product_identifier: z.string(),
  /** Warnings and safety information in Swedish; `safety_warnings_en` in English when given. */
  safety_warnings_sv: z.string(),
  safety_warnings_en: z.string(),
});
export type ProductSafetyDto = z.infer<typeof productSafetySchema>;

const line = (label: string, max = 255) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .default('');

/** An email address or an http(s) address; empty for none. */
const contact = (label: string) =>
  line(label).refine(
    (value) =>
      value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    `${label} must be an email address or a web address (https://…)`,
  );

export const productSafetyBody = z
  .object({
    manufacturer_name: line('Manufacturer'),
    manufacturer_address: line('Manufacturer address', 500),
    manufacturer_contact: contact('Manufacturer contact'),
    eu_responsible_name: line('Responsible person in the EU'),
    eu_responsible_address: line('Responsible person address', 500),
    eu_responsible_contact: contact('Responsible person contact'),
    product_identifier: line('Product identifier'),
    safety_warnings_sv: line('Warnings (Swedish)', 5000),
    safety_warnings_en: line('Warnings (English)', 5000),
  })
  .superRefine((value, ctx) => {
    // A manufacturer named is a manufacturer that can be reached: the regulation asks for both.
    if (value.manufacturer_name && !value.manufacturer_address)
      ctx.addIssue({
        code: 'custom',
        path: ['manufacturer_address'],
        message: "Please enter the manufacturer's postal address.",
      });
    if (value.manufacturer_name && !value.manufacturer_contact)
      ctx.addIssue({
        code: 'custom',
        path: ['manufacturer_contact'],
        message: "Please enter the manufacturer's email or web address.",
      });
  });
export type ProductSafetyInput = z.output<typeof productSafetyBody>;
