import { z } from 'zod';
import {
  emailSchema,
  imageUrl,
  optionalText,
  passwordSchema,
  requiredText,
  swedishPostalCode,
  wholeNumber,
} from './common';
import { POSTAL_CODE_MAX } from './rules/address';
import { RETURN_INSTRUCTIONS_MAX } from './rules/text';
import { shopColourFieldNames, type ShopColourField } from './shop-colours';
import { dateOrderQuery, pageOf, pageQuery } from './paging.schema';
import { userStatusFilters, type UserStatusFilter } from './user-status';
import { organisationNumberProblem } from './rules/vat';
import { vatNumberInput } from './vat.schema';
import { sekAmount } from './products.schema';
import { localizedTextSchema } from './delivery.schema';

const instructionsText = optionalText(RETURN_INSTRUCTIONS_MAX);

/** Return instructions: both languages or neither, so every buyer reads them in hers. */
const returnInstructionsInput = z
  .object(
    { sv: instructionsText, en: instructionsText },
    { error: 'Please write the return instructions in Swedish and English.' },
  )
  .superRefine((texts, ctx) => {
    if (texts.sv && !texts.en)
      ctx.addIssue({
        code: 'custom',
        path: ['en'],
        message: 'Please write the return instructions in English too.',
      });
    if (texts.en && !texts.sv)
      ctx.addIssue({
        code: 'custom',
        path: ['sv'],
        message: 'Please write the return instructions in Swedish too.',
      });
  });

export const shopStatusSchema = z.enum(['Open', 'Waiting for approval', 'Closed']);

/**
 * PUT /api/users/profile/language body and answer: the language the signed-in person chose in an app
 * (`sv` or `en`). Mail to them is written in it; until it is known (null on the account), in Swedish.
 */
export const languageBody = z.object({
  language: z.enum(['sv', 'en'], { error: 'Please choose a language: sv or en.' }),
});
export type LanguageInput = z.output<typeof languageBody>;

const hexColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, 'Colours must be written as #RRGGBB.')
  .transform((value) => value.toLowerCase());

/** Organisation number NNNNNN-NNNN with a correct check digit, or empty (the server's rules say when it is needed). */
export const organisationNumberSchema = z
  .string()
  .trim()
  .refine((value) => organisationNumberProblem(value) !== 'format', {
    error: 'Organisation number must be written as NNNNNN-NNNN.',
    abort: true,
  })
  .refine(
    (value) => organisationNumberProblem(value) !== 'checkDigit',
    'Organisation number is not valid: write it as NNNNNN-NNNN with a correct check digit.',
  );

export const planSchema = wholeNumber('Please choose plan 1 or 2.').refine(
  (plan) => plan === 1 || plan === 2,
  'Please choose plan 1 or 2 (plan 3 is not available yet).',
);

/** One seller field: how answers show it and, for a field the profile call sets, the rule its input follows. */
interface SellerField<
  Out extends z.ZodType = z.ZodType,
  In extends z.ZodType | undefined = z.ZodType | undefined,
> {
  output: Out;
  input: In;
}
const settable = <Out extends z.ZodType, In extends z.ZodType>(
  output: Out,
  input: In,
): SellerField<Out, In> => ({
  output,
  input,
});
const readOnly = <Out extends z.ZodType>(output: Out): SellerField<Out, undefined> => ({
  output,
  input: undefined,
});

const colourFields = Object.fromEntries(
  shopColourFieldNames.map((name) => [name, settable(z.string(), hexColor)]),
) as Record<ShopColourField, SellerField<z.ZodString, typeof hexColor>>;

/**
 * The seller sub-object of docs/product.md §3, field by field: THE definition. The answer shape (`sellerSchema`), the
 * profile call's `seller_<name>` inputs (`sellerInputs`), the public shop page and core's mappers derive from it;
 * core's entity checks at compile time that it stores every field. Colours come from `shopColourFields`.
 */
export const sellerFields = {
  name: settable(z.string(), optionalText()),
  logo: settable(z.string(), imageUrl('Logo')),
  has_logo: settable(z.boolean(), z.boolean()),
  description: settable(z.string(), z.string().max(20000, 'Description is too long.')),
  subtitle: settable(z.string(), optionalText()),
  banner_background_image: settable(z.string(), imageUrl('Banner image')),
  ...colourFields,
  address: settable(z.string(), optionalText()),
  post_number: settable(z.string(), optionalText(20)),
  city: settable(z.string(), optionalText()),
  phone: settable(z.string(), optionalText(40)),
  organisation_number: settable(z.string(), organisationNumberSchema),
  /** The name the business is registered under (a company or a sole trader); empty: the shop's name is it. */
  legal_name: settable(z.string(), optionalText()),
  /**
   * Whether the shop is registered for VAT (true unless it says otherwise). A shop that is not carries no VAT:
   * its products' `vat_rate` is 0, and its pages and receipts say so.
   */
  vat_registered: settable(z.boolean(), z.boolean()),
  /**
   * The shop's VAT registration number (`SE` + the organisation number's 10 digits + `01`): filled in from
   * the organisation number when left empty, and editable.
   */
  vat_number: settable(z.string(), vatNumberInput),
  has_swish: settable(z.boolean(), z.boolean()),
  /** Stored as digits: the spaces and dashes people write in it are dropped. */
  swish_number: settable(
    z.string(),
    optionalText(40).transform((value) => value.replace(/[\s-]/g, '')),
  ),
  has_paypal: settable(z.boolean(), z.boolean()),
  /**
   * Orders whose goods (after a discount code) reach this many SEK ship free, priced so by the server;
   * null (or empty in a form): the shop has no such limit.
   */
  free_shipping_over: settable(
    z.number().nullable(),
    // A form's emptied field ('') is no limit.
    z.preprocess((value) => (value === '' ? null : value), sekAmount('Free shipping over').nullable()),
  ),
  /**
   * Where buyers send withdrawn goods back (street, postal code, city): all three or none. Empty: to the
   * shop's own address (`address`, `post_number`, `city`).
   */
  return_address: settable(z.string(), optionalText()),
  return_post_number: settable(z.string(), optionalText(20)),
  return_city: settable(z.string(), optionalText()),
  /** How to send withdrawn goods back (packing, carrier, a return slip…), in both languages; empty: none. */
  return_instructions: settable(localizedTextSchema, returnInstructionsInput),
  /**
   * The shop's public contact address (shown on the shop page as `email`); empty for none. Always sent by
   * the server; optional in the type only so apps written before it keep compiling.
   */
  contact_email: settable(z.string().optional(), z.union([z.literal(''), emailSchema])),
  /** The shop's own host name; empty for none. Needs plan 2. */
  domain: settable(z.string(), optionalText(253)),
  plan: settable(z.number().int().nullable(), planSchema),
  rating: readOnly(z.number()),
  numReviews: readOnly(z.number().int()),
};
type SellerFields = typeof sellerFields;

/** The seller fields a profile call may set. */
export type SettableSellerField = {
  [K in keyof SellerFields]: SellerFields[K]['input'] extends z.ZodType ? K : never;
}[keyof SellerFields];

const mapFields = <R>(pick: (field: SellerField, name: string) => [string, R][]) =>
  Object.fromEntries(Object.entries(sellerFields).flatMap(([name, field]) => pick(field, name)));

/** The seller sub-object of docs/product.md §3 as the owner and admins see it. */
export const sellerSchema = z.object(
  mapFields((field, name) => [[name, field.output]]) as {
    [K in keyof SellerFields]: SellerFields[K]['output'];
  },
);
export type SellerDto = z.infer<typeof sellerSchema>;

/** The profile call's seller inputs: every settable field as an optional `seller_<name>`. */
export const sellerInputs = mapFields((field, name) =>
  field.input ? [[`seller_${name}`, field.input.optional()]] : [],
) as {
  [K in SettableSellerField as `seller_${K}`]: z.ZodOptional<Exclude<SellerFields[K]['input'], undefined>>;
};

/** A user as they see themselves (and as admins see them). Never a password or its hash. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_seller: z.boolean(),
  wants_to_be_seller: z.boolean(),
  shop_status: shopStatusSchema,
  createdAt: z.string(),
  shipping_full_name: z.string(),
  shipping_address: z.string(),
  shipping_postal_code: z.string(),
  shipping_city: z.string(),
  shipping_country: z.string(),
  seller: sellerSchema,
});
export type UserDto = z.infer<typeof userSchema>;

/** Sign-in, register and profile answers: the user plus a fresh bearer token. */
export const sessionUserSchema = userSchema.extend({ token: z.string() });
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const registerBody = z.object({
  name: requiredText('Please enter your name.'),
  email: emailSchema,
  password: passwordSchema,
});

export const signinBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.'),
});

/**
 * PUT /api/users/profile (docs/product.md §7). Every field is optional: the profile form sends name/email/password,
 * the create-shop and shop-settings forms send the `seller_*` fields. `userId` is accepted and ignored:
 * the call always changes the caller's own account.
 */
export const profileBody = z.object({
  userId: z.string().optional(),
  name: requiredText('Please enter your name.').optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  wants_to_be_seller: z.boolean().optional(),
  ...sellerInputs,
});
export type ProfileInput = z.output<typeof profileBody>;

export const shippingAddressBody = z
  .object({
    _id: z.string().optional(),
    shipping_full_name: requiredText('Please enter your full name.'),
    shipping_address: requiredText('Please enter your address.'),
    shipping_postal_code: requiredText('Please enter your postal code.', POSTAL_CODE_MAX),
    shipping_city: requiredText('Please enter your city.'),
    shipping_country: requiredText('Please enter your country.'),
  })
  .superRefine(swedishPostalCode('shipping_postal_code', 'shipping_country'));
export type ShippingAddressInput = z.output<typeof shippingAddressBody>;

/**
 * PUT /api/users/{id} (admin): the flags and the shop domain (docs/product.md §7), plus the seller's plan, which only
 * an admin changes (1 or 2; plan 3 is not available yet). A domain needs plan 2, sent here or already set.
 */
export const adminUserBody = z.object({
  _id: z.string().optional(),
  is_seller: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  seller_domain: sellerInputs.seller_domain,
  seller_plan: sellerInputs.seller_plan,
});
export type AdminUserInput = z.output<typeof adminUserBody>;

export const deletedSchema = z.object({ message: z.string(), _id: z.string() });

/** GET /api/users/paged (admin): a page of users, newest first unless asked, filtered by status and text. */
export const userListQuery = pageQuery.extend({
  /** '' (everyone) or a shop status. */
  status: z
    .enum(['', ...(Object.keys(userStatusFilters) as UserStatusFilter[])], {
      error: 'status must be waiting, open or closed',
    })
    .default(''),
  /** A case-insensitive part of the name or the email. */
  search: z.string().trim().max(200, 'Search text is too long').default(''),
  order: dateOrderQuery,
});
export type UserListQuery = z.output<typeof userListQuery>;

export const userPageSchema = pageOf('users', userSchema);
export type UserPageDto = z.infer<typeof userPageSchema>;
