import type { SellerDto, UserDto } from '@torget/contract';
import type { Seller, User } from './user.entity';

export function shopStatus(user: Pick<User, 'isSeller' | 'wantsToBeSeller'>): UserDto['shop_status'] {
  if (user.isSeller) return 'Open';
  return user.wantsToBeSeller ? 'Waiting for approval' : 'Closed';
}

export function toSellerDto(seller: Seller): SellerDto {
  return {
    name: seller.name,
    logo: seller.logo,
    has_logo: seller.hasLogo,
    description: seller.description,
    subtitle: seller.subtitle,
    banner_background_image: seller.bannerBackgroundImage,
    description_background_color: seller.descriptionBackgroundColor,
    description_text_color: seller.descriptionTextColor,
    products_background_color: seller.productsBackgroundColor,
    name_text_color: seller.nameTextColor,
    subtitle_text_color: seller.subtitleTextColor,
    footer_background_color: seller.footerBackgroundColor,
    footer_text_color: seller.footerTextColor,
    address: seller.address,
    post_number: seller.postNumber,
    city: seller.city,
    phone: seller.phone,
    organisation_number: seller.organisationNumber,
    has_swish: seller.hasSwish,
    swish_number: seller.swishNumber,
    has_paypal: seller.hasPaypal,
    contact_email: seller.contactEmail,
    domain: seller.domain ?? '',
    plan: seller.plan == null ? null : Number(seller.plan),
    rating: Number(seller.rating),
    numReviews: seller.numReviews,
  };
}

/** The user as they (and admins) see it: SPEC §3 field names, never the password hash. */
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
