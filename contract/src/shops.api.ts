import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';

/** A shop in the Top Sellers list. */
export const shopSummarySchema = z.object({
  _id: z.string(),
  seller: z.object({ name: z.string(), logo: z.string(), rating: z.number(), numReviews: z.number().int() }),
});

/** Everything a shop page shows (SPEC §2 Seller shop page): look, texts and the footer's contact details. */
export const shopPageSchema = z.object({
  _id: z.string(),
  email: z.string(),
  seller: z.object({
    name: z.string(),
    logo: z.string(),
    has_logo: z.boolean(),
    subtitle: z.string(),
    description: z.string(),
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
    has_paypal: z.boolean(),
    domain: z.string(),
    rating: z.number(),
    numReviews: z.number().int(),
  }),
});
export type ShopPageDto = z.infer<typeof shopPageSchema>;

const tag = 'Shops';

export const shopsApi = {
  topSellers: defineCall({
    method: 'GET',
    path: '/api/users/top-sellers',
    summary: 'Open shops with the best ratings',
    access: 'public',
    tag,
    response: z.array(shopSummarySchema),
  }),
  domainSeller: defineCall({
    method: 'GET',
    path: '/api/users/domain_seller/:hostname',
    summary: "The seller whose own domain this host is (case, port and leading 'www.' ignored)",
    access: 'public',
    tag,
    params: z.object({ hostname: z.string().max(300) }),
    response: z.object({ _id: z.string() }),
  }),
  shop: defineCall({
    method: 'GET',
    path: '/api/shops/:id',
    summary: "An open shop's public page data",
    access: 'public',
    tag,
    params: idParams,
    response: shopPageSchema,
  }),
};
