import type { ShopPageDto } from '@torget/contract';
import { sanitizeRichText } from '../../shared/sanitize';
import type { User } from '../users/user.entity';

export const toShopSummary = (user: User) => ({
  _id: user.id,
  seller: {
    name: user.seller.name,
    logo: user.seller.logo,
    rating: Number(user.seller.rating),
    numReviews: user.seller.numReviews,
  },
});

/** What a shop page shows; the description is sanitized again on the way out (and on render). */
export function toShopPage(user: User): ShopPageDto {
  const s = user.seller;
  return {
    _id: user.id,
    // The contact address the seller chose (empty for none), never the sign-in email.
    email: s.contactEmail,
    seller: {
      name: s.name,
      logo: s.logo,
      has_logo: s.hasLogo,
      subtitle: s.subtitle,
      description: sanitizeRichText(s.description),
      banner_background_image: s.bannerBackgroundImage,
      description_background_color: s.descriptionBackgroundColor,
      description_text_color: s.descriptionTextColor,
      products_background_color: s.productsBackgroundColor,
      name_text_color: s.nameTextColor,
      subtitle_text_color: s.subtitleTextColor,
      footer_background_color: s.footerBackgroundColor,
      footer_text_color: s.footerTextColor,
      address: s.address,
      post_number: s.postNumber,
      city: s.city,
      phone: s.phone,
      organisation_number: s.organisationNumber,
      has_swish: s.hasSwish,
      has_paypal: s.hasPaypal,
      domain: s.domain ?? '',
      rating: Number(s.rating),
      numReviews: s.numReviews,
    },
  };
}
