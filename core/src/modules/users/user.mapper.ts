import { sellerSchema, type SellerDto, type UserDto } from '@torget/contract';
import { camelCase } from '../../shared/field-names';
import { oreToSek } from '../../shared/money';
import type { Seller, User } from './user.entity';

export function shopStatus(user: Pick<User, 'isSeller' | 'wantsToBeSeller'>): UserDto['shop_status'] {
  if (user.isSeller) return 'Open';
  return user.wantsToBeSeller ? 'Waiting for approval' : 'Closed';
}

const sellerFieldNames = Object.keys(sellerSchema.shape) as (keyof SellerDto)[];

/**
 * The stored shop as the contract's seller fields: each field is read from its camelCase property (a field the
 * entity lacks does not compile), then the few stored forms that differ from the answer's are converted.
 */
export function toSellerDto(seller: Seller): SellerDto {
  const fields = Object.fromEntries(sellerFieldNames.map((field) => [field, seller[camelCase(field)]]));
  return {
    ...(fields as SellerDto),
    domain: seller.domain ?? '',
    plan: seller.plan == null ? null : Number(seller.plan),
    rating: Number(seller.rating),
    free_shipping_over: seller.freeShippingOver == null ? null : oreToSek(seller.freeShippingOver),
    return_instructions: seller.returnInstructions ?? { sv: '', en: '' },
  };
}

/** The user as they (and admins) see it: docs/product.md §3 field names, never the password hash. */
export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    is_seller: user.isSeller,
    wants_to_be_seller: user.wantsToBeSeller,
    shop_status: shopStatus(user),
    createdAt: user.createdAt.toISOString(),
    shipping_full_name: user.shippingFullName,
    shipping_address: user.shippingAddress,
    shipping_postal_code: user.shippingPostalCode,
    shipping_city: user.shippingCity,
    shipping_country: user.shippingCountry,
    seller: toSellerDto(user.seller),
  };
}
