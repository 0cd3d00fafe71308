/** A marketplace colour of the ui theme (`theme.colors`) that a shop colour left empty falls back to. */
export type MarketplaceColour = 'text' | 'muted' | 'background' | 'surface';

/** What a shop colour paints: a background, or a text drawn on one of the background colours. */
export interface ShopColourDef<Field extends string = string> {
  /** What the shop settings form calls it. */
  label: string;
  /** The marketplace's colour used while the seller leaves this one empty. */
  fallback: MarketplaceColour;
  /** For a text colour: the colour field it is drawn on (their contrast is checked for WCAG AA). */
  on?: Field;
}

/** Checks that every `on` names a colour of the same list. */
const defineShopColours = <
  const T extends Record<`${string}_color`, ShopColourDef<Extract<keyof T, string>>>,
>(
  fields: T,
) => fields;

/**
 * The seller's shop colours (docs/product.md §3, `#RRGGBB` or empty): THE list, in the settings form's order. The seller
 * schema and the profile body (contract), the stored columns (core's Seller entity), the ui theme and the shop
 * settings form all derive from it, so a new colour is one entry here plus the migration that adds its
 * `seller_<name>` column. No zod here: the apps import it through `@torget/contract/browser`.
 */
export const shopColourFields = defineShopColours({
  name_text_color: { label: 'Name text', fallback: 'text', on: 'description_background_color' },
  subtitle_text_color: { label: 'Subtitle text', fallback: 'muted', on: 'description_background_color' },
  description_text_color: { label: 'Description text', fallback: 'text', on: 'description_background_color' },
  description_background_color: { label: 'Description background', fallback: 'surface' },
  products_background_color: { label: 'Products background', fallback: 'background' },
  footer_text_color: { label: 'Footer text', fallback: 'surface', on: 'footer_background_color' },
  footer_background_color: { label: 'Footer background', fallback: 'text' },
});

export type ShopColourField = keyof typeof shopColourFields;

export const shopColourFieldNames = Object.keys(shopColourFields) as ShopColourField[];

/** The background colour field a text colour is drawn on, if it is a text colour. */
export const shopColourBackground = (field: ShopColourField): ShopColourField | undefined =>
  (shopColourFields[field] as ShopColourDef<ShopColourField>).on;
