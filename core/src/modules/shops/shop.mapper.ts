import { shopPageSchema, shopSummarySchema, type SellerDto, type ShopPageDto } from '@torget/contract';
import type { z } from 'zod';
import { sanitizeRichText } from '../../shared/sanitize';
import type { User } from '../users/user.entity';
import { toSellerDto } from '../users/user.mapper';

type ShopSeller = ShopPageDto['seller'];
type SummarySeller = z.infer<typeof shopSummarySchema>['seller'];

/** The listed fields of an answer (the contract's shape) taken from the seller's full answer. */
const pick = <T>(shape: Record<string, unknown>, seller: SellerDto): T =>
  Object.fromEntries(Object.keys(shape).map((field) => [field, seller[field as keyof SellerDto]])) as T;

export const toShopSummary = (user: User) => ({
  _id: user.id,
  seller: pick<SummarySeller>(shopSummarySchema.shape.seller.shape, toSellerDto(user.seller)),
});

/** What a shop page shows; the description is sanitized again on the way out (and on render). */
export function toShopPage(user: User): ShopPageDto {
  const seller = toSellerDto(user.seller);
  return {
    _id: user.id,
    // The contact address the seller chose (empty for none), never the sign-in email.
    email: seller.contact_email ?? '',
    seller: {
      ...pick<ShopSeller>(shopPageSchema.shape.seller.shape, seller),
      description: sanitizeRichText(seller.description),
    },
  };
}
