import { z } from 'zod';
import { idSchema, wholeNumber } from './common';
import { SWEDISH_POSTAL_CODE } from './rules/address';
import { sekAmount } from './products.schema';

/**
 * How a shop's delivery option reaches the buyer: `service_point` (an ombud or parcel locker of a carrier
 * plugin), `home` (to the door), `pickup` (at the shop's address, in its opening hours) or `letter`.
 */
export const deliveryKinds = ['service_point', 'home', 'pickup', 'letter'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** `per_order`: the price once per order; `per_item`: the price times the number of items. */
export const deliveryPricings = ['per_order', 'per_item'] as const;
export type DeliveryPricing = (typeof deliveryPricings)[number];

/** The longest name, estimate or opening-hours text of an option, per language. */
export const DELIVERY_TEXT_MAX = 100;

/** A seller's text in both languages (a name the buyer reads in hers). */
const bothLanguages = (required: boolean) => {
  const text = (message: string) => {
    const base = z
      .string({ error: message })
      .trim()
      .max(DELIVERY_TEXT_MAX, `Text is too long (max ${DELIVERY_TEXT_MAX} characters)`);
    return required ? base.min(1, message) : base;
  };
  return z.object(
    {
      sv: text('Please enter the text in Swedish.'),
      en: text('Please enter the text in English.'),
    },
    { error: 'Please enter the text in Swedish and English.' },
  );
};
export const localizedTextSchema = z.object({ sv: z.string(), en: z.string() });

/** A carrier setting's value (a switch or a text), as the carrier declares it. */
const carrierSettingsInput = z.record(
  z.string().max(50),
  z.union([z.boolean(), z.string().max(200)], { error: 'A setting is a switch (true/false) or a text.' }),
);

/** POST /api/shops/me/delivery-options, and PUT (every field, as the form sends it). */
export const deliveryOptionBody = z.object({
  name: bothLanguages(true),
  kind: z.enum(deliveryKinds, { error: 'Kind must be service_point, home, pickup or letter.' }),
  /** The carrier plugin's id; needed for `service_point`, optional otherwise (the seller's usual carrier). */
  carrier: z.string().trim().max(50).nullable().optional(),
  price: sekAmount('Price'),
  pricing: z.enum(deliveryPricings, { error: 'Pricing must be per_order or per_item.' }).default('per_order'),
  /** Free when the goods cost at least this (SEK); null or left out: never free. */
  freeOver: sekAmount('Free over').nullable().optional(),
  estimate: bothLanguages(false).optional(),
  /** `pickup`: when the buyer can collect at the shop, e.g. "Mån–fre 10–18". */
  openingHours: bothLanguages(false).optional(),
  /** Lower first; left out: after the shop's other options. */
  position: wholeNumber('Position must be a whole number.').optional(),
  /** Values of the carrier's declared settings. */
  settings: carrierSettingsInput.optional(),
});
export type DeliveryOptionInput = z.output<typeof deliveryOptionBody>;

export const deliveryOptionSchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  kind: z.enum(deliveryKinds),
  carrier: z.string().nullable(),
  /** The carrier's name in the reader's language; null without a carrier or when its plugin is off. */
  carrierName: z.string().nullable(),
  price: z.number(),
  pricing: z.enum(deliveryPricings),
  freeOver: z.number().nullable(),
  estimate: localizedTextSchema,
  openingHours: localizedTextSchema,
  position: z.number().int(),
  settings: z.record(z.string(), z.union([z.boolean(), z.string()])),
  /** False when its carrier's plugin is off: buyers are not offered it until it is back. */
  available: z.boolean(),
});
export type DeliveryOptionDto = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionListSchema = z.object({ options: z.array(deliveryOptionSchema) });
export type DeliveryOptionListDto = z.infer<typeof deliveryOptionListSchema>;

/** A carrier plugin as a seller's form shows it: id, name and its settings' declarations. */
export const carrierInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  demo: z.boolean(),
  trackingNumberHint: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.enum(['boolean', 'text']),
      pattern: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});
export const carrierListSchema = z.object({ carriers: z.array(carrierInfoSchema) });
export type CarrierInfoDto = z.infer<typeof carrierInfoSchema>;

export const deliveryOptionParams = z.object({ optionId: idSchema });

/** GET /api/delivery-options/{optionId}/service-points?postalCode= */
export const servicePointQuery = z.object({
  postalCode: z
    .string({ error: 'Please enter your postal code.' })
    .trim()
    .regex(SWEDISH_POSTAL_CODE, 'Swedish postal codes have five digits, like 123 45.'),
});

export const openingHoursSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  day: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});

export const servicePointSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Street, postal code and city on one line. */
  address: z.string(),
  /** Metres from the postal code, as the carrier measures it; null when it does not say. */
  distance: z.number().nullable(),
  openingHours: z.array(openingHoursSchema),
});
export type ServicePointDto = z.infer<typeof servicePointSchema>;

export const servicePointListSchema = z.object({
  /** The nearest first (at most 5); the first is the one to preselect. */
  points: z.array(servicePointSchema),
  /** True when the carrier runs as a demo (no credentials): made-up points, to be shown as such. */
  demo: z.boolean(),
});
export type ServicePointListDto = z.infer<typeof servicePointListSchema>;

/** An order's delivery: the option the buyer chose (as it was then), the point, and the shipment. */
export const orderDeliverySchema = z.object({
  /** Null for the shop's standard shipping (a shop without delivery options) or a deleted option. */
  optionId: z.string().nullable(),
  name: localizedTextSchema,
  /** `standard`: the product guide's shipping (each item's shipping price), for shops without options. */
  kind: z.enum([...deliveryKinds, 'standard']),
  /** SEK, the order's shippingPrice. */
  price: z.number(),
  servicePoint: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  carrier: z.string().nullable(),
  /** The carrier's name in both languages, as it was when the order was shipped. */
  carrierName: localizedTextSchema.nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type OrderDeliveryDto = z.infer<typeof orderDeliverySchema>;

/** What placing an order adds to choose the delivery (both optional: a shop without options needs neither). */
export const deliveryChoiceFields = {
  deliveryOptionId: idSchema.optional(),
  servicePointId: z.string().trim().min(1).max(100, 'Service point id is too long').optional(),
};
