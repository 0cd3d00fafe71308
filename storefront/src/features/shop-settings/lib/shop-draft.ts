import type { ProfileInput, SellerDto, ShopPageDto } from '@torget/contract';
import type { ShopColourField } from '@torget/ui';

/** What the settings form edits: the seller fields a seller may set (SPEC §3/§5), as the form holds them. */
export type ShopDraft = Pick<
  SellerDto,
  | 'name'
  | 'subtitle'
  | 'description'
  | 'has_logo'
  | 'logo'
  | 'banner_background_image'
  | ShopColourField
  | 'address'
  | 'post_number'
  | 'city'
  | 'phone'
  | 'organisation_number'
  | 'has_swish'
  | 'swish_number'
  | 'has_paypal'
  | 'domain'
>;

export type DraftField = keyof ShopDraft;

/** The body field of PUT /api/users/profile for each draft field: the contract's `seller_` names. */
export type BodyField = `seller_${DraftField}`;

export const bodyField = (field: DraftField): BodyField => `seller_${field}`;

export const draftFrom = (seller: SellerDto): ShopDraft => ({
  name: seller.name,
  subtitle: seller.subtitle,
  description: seller.description,
  has_logo: seller.has_logo,
  logo: seller.logo,
  banner_background_image: seller.banner_background_image,
  description_background_color: seller.description_background_color,
  description_text_color: seller.description_text_color,
  products_background_color: seller.products_background_color,
  name_text_color: seller.name_text_color,
  subtitle_text_color: seller.subtitle_text_color,
  footer_background_color: seller.footer_background_color,
  footer_text_color: seller.footer_text_color,
  address: seller.address,
  post_number: seller.post_number,
  city: seller.city,
  phone: seller.phone,
  organisation_number: seller.organisation_number,
  has_swish: seller.has_swish,
  swish_number: seller.swish_number,
  has_paypal: seller.has_paypal,
  domain: seller.domain,
});

/** The profile call's body: every draft field under its `seller_` name (checked by the type, not by hand). */
export const profileBodyFrom = (draft: ShopDraft): ProfileInput =>
  Object.fromEntries(
    Object.entries(draft).map(([field, value]) => [bodyField(field as DraftField), value]),
  ) as {
    [F in DraftField as `seller_${F}`]: ShopDraft[F];
  };

/** The shop page's data with the draft applied: what the preview renders before anything is saved. */
export const previewShop = (id: string, email: string, seller: SellerDto, draft: ShopDraft): ShopPageDto => {
  const { plan: _plan, swish_number: _swish, ...pub } = { ...seller, ...draft };
  return { _id: id, email, seller: pub };
};
