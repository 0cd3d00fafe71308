import type { ProfileInput, SellerDto, ShopPageDto } from '@torget/contract';
import { shopColourFieldNames } from '@torget/contract/browser';

/**
 * The seller fields a seller may set in the settings form (docs/product.md §3/§5); the colours are the contract's list.
 * The payment fields are not here: the payment plugins declare them (GET /api/users/profile/payment-settings).
 */
export const DRAFT_FIELDS = [
  'name',
  'subtitle',
  'description',
  'has_logo',
  'logo',
  'banner_background_image',
  ...shopColourFieldNames,
  'address',
  'post_number',
  'city',
  'phone',
  'organisation_number',
  'legal_name',
  'vat_registered',
  'vat_number',
  'free_shipping_over',
  'return_address',
  'return_post_number',
  'return_city',
  'return_instructions',
  'domain',
] as const satisfies readonly (keyof SellerDto)[];

export type DraftField = (typeof DRAFT_FIELDS)[number];

/** What the settings form edits, as the form holds them. */
export type ShopDraft = Pick<SellerDto, DraftField>;

/** The body field of PUT /api/users/profile for each draft field: the contract's `seller_` names. */
export type BodyField = `seller_${DraftField}`;

export const bodyField = (field: DraftField): BodyField => `seller_${field}`;

export const draftFrom = (seller: SellerDto): ShopDraft =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, seller[field]])) as ShopDraft;

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
