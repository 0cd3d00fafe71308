import { z } from 'zod';
import { emailSchema, imageUrl, optionalText, passwordSchema, requiredText, wholeNumber } from './common';
import { dateOrderQuery, pageOf, pageQuery } from './paging.schema';
import { userStatusFilters, type UserStatusFilter } from './user-status';

export const shopStatusSchema = z.enum(['Open', 'Waiting for approval', 'Closed']);

/** The seller sub-object of SPEC §3 as the owner and admins see it. */
export const sellerSchema = z.object({
  name: z.string(),
  logo: z.string(),
  has_logo: z.boolean(),
  description: z.string(),
  subtitle: z.string(),
  banner_background_image: z.string(),
  description_background_color: z.string(),
  description_text_color: z.string(),
  products_background_color: z.string(),
  name_text_color: z.string(),
  subtitle_text_color: z.string(),
  footer_background_color: z.string(),
  footer_text_color: z.string(),
  address: z.string(),
  post_number: z.string(),
  city: z.string(),
  phone: z.string(),
  organisation_number: z.string(),
  has_swish: z.boolean(),
  swish_number: z.string(),
  has_paypal: z.boolean(),
  /**
   * The shop's public contact address (shown on the shop page as `email`); empty for none. Always sent by
   * the server; optional in the type only so apps written before it keep compiling.
   */
  contact_email: z.string().optional(),
  domain: z.string(),
  plan: z.number().int().nullable(),
  rating: z.number(),
  numReviews: z.number().int(),
});
export type SellerDto = z.infer<typeof sellerSchema>;

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

const hexColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, 'Colours must be written as #RRGGBB.')
  .transform((value) => value.toLowerCase());

/** Organisation number NNNNNN-NNNN; the check digit is verified by the server's rules. */
export const organisationNumberSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}-\d{4})?$/, 'Organisation number must be written as NNNNNN-NNNN.');

export const planSchema = wholeNumber('Please choose plan 1 or 2.').refine(
  (plan) => plan === 1 || plan === 2,
  'Please choose plan 1 or 2 (plan 3 is not available yet).',
);

/**
 * PUT /api/users/profile (SPEC §7). Every field is optional: the profile form sends name/email/password,
 * the create-shop and shop-settings forms send the `seller_*` fields. `userId` is accepted and ignored:
 * the call always changes the caller's own account.
 */
export const profileBody = z.object({
  userId: z.string().optional(),
  name: requiredText('Please enter your name.').optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  wants_to_be_seller: z.boolean().optional(),
  seller_plan: planSchema.optional(),
  seller_name: optionalText().optional(),
  seller_logo: imageUrl('Logo').optional(),
  seller_has_logo: z.boolean().optional(),
  seller_description: z.string().max(20000, 'Description is too long.').optional(),
  seller_subtitle: optionalText().optional(),
  seller_banner_background_image: imageUrl('Banner image').optional(),
  seller_description_background_color: hexColor.optional(),
  seller_description_text_color: hexColor.optional(),
  seller_products_background_color: hexColor.optional(),
  seller_name_text_color: hexColor.optional(),
  seller_subtitle_text_color: hexColor.optional(),
  seller_footer_background_color: hexColor.optional(),
  seller_footer_text_color: hexColor.optional(),
  seller_address: optionalText().optional(),
  seller_post_number: optionalText(20).optional(),
  seller_city: optionalText().optional(),
  seller_phone: optionalText(40).optional(),
  seller_organisation_number: organisationNumberSchema.optional(),
  seller_has_swish: z.boolean().optional(),
  seller_swish_number: optionalText(40).optional(),
  seller_has_paypal: z.boolean().optional(),
  seller_contact_email: z.union([z.literal(''), emailSchema]).optional(),
  seller_domain: optionalText(253).optional(),
});
export type ProfileInput = z.output<typeof profileBody>;

export const shippingAddressBody = z.object({
  _id: z.string().optional(),
  shipping_full_name: requiredText('Please enter your full name.'),
  shipping_address: requiredText('Please enter your address.'),
  shipping_postal_code: requiredText('Please enter your postal code.', 20),
  shipping_city: requiredText('Please enter your city.'),
  shipping_country: requiredText('Please enter your country.'),
});
export type ShippingAddressInput = z.output<typeof shippingAddressBody>;

/**
 * PUT /api/users/{id} (admin): the flags and the shop domain (SPEC §7), plus the seller's plan, which only
 * an admin changes (1 or 2; plan 3 is not available yet). A domain needs plan 2, sent here or already set.
 */
export const adminUserBody = z.object({
  _id: z.string().optional(),
  is_seller: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  seller_domain: optionalText(253).optional(),
  seller_plan: planSchema.optional(),
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
