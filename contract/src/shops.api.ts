import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import { sellerSchema } from './users.schema';

/** A shop in the Top Sellers list. */
export const shopSummarySchema = z.object({
  _id: z.string(),
  seller: sellerSchema.pick({ name: true, logo: true, rating: true, numReviews: true }),
});

/** Everything a shop page shows (docs/product.md §2 Seller shop page): look, texts and the footer's contact details. */
export const shopPageSchema = z.object({
  _id: z.string(),
  /** The shop's contact address as the seller chose it (`seller.contact_email`); empty when none. */
  email: z.string(),
  // The owner's shop fields minus what only the owner needs (plan, Swish number: orders show it to buyers;
  // the return address: the order answer shows it to a buyer who withdrew).
  seller: sellerSchema.omit({
    plan: true,
    swish_number: true,
    contact_email: true,
    return_address: true,
    return_post_number: true,
    return_city: true,
    return_instructions: true,
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
