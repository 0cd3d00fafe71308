import type { SellerDto } from '@torget/contract';
import {
  shopColourBackground,
  shopColourFieldNames,
  shopColourFields,
  type ShopColourField,
} from '@torget/contract/browser';
import { isHexColour, readableText } from './contrast';

/** The seller's colour fields (docs/product.md §3): the contract's `shopColourFields`, where a new colour is one edit. */
export type { ShopColourField };

/** What a shop's look is made of: its colours (#RRGGBB, empty = marketplace default), banner and logo. */
export type ShopThemeInput = Pick<
  SellerDto,
  ShopColourField | 'banner_background_image' | 'logo' | 'has_logo'
>;

export interface Theme {
  colors: {
    brand: string;
    brandText: string;
    accent: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
    focus: string;
    danger: string;
    dangerSurface: string;
    success: string;
    successSurface: string;
    info: string;
    infoSurface: string;
    star: string;
  };
  /**
   * The shop's own colours by their seller field names, already made readable: every text colour is checked
   * against the background it is drawn on and replaced when the pair fails WCAG AA. On the marketplace these
   * are the marketplace's colours.
   */
  shop: Record<ShopColourField, string> & {
    bannerImage: string;
    logo: string;
    /** Text drawn straight on the products background (headings, pagination). */
    products_text_color: string;
  };
  radius: string;
  space: (steps: number) => string;
  font: string;
  /** Breakpoint between phone and wider layouts. */
  wide: string;
}

const marketplace: Theme['colors'] = {
  brand: '#1d4f73',
  brandText: '#ffffff',
  accent: '#f0b429',
  text: '#1d2330',
  muted: '#505a68',
  background: '#f5f6f8',
  surface: '#ffffff',
  border: '#d5dae1',
  focus: '#f0b429',
  danger: '#a61b1b',
  dangerSurface: '#fde8e8',
  success: '#1e6b3a',
  successSurface: '#e3f4e8',
  info: '#1f4f8b',
  infoSurface: '#e6eef9',
  star: '#9a6700',
};

/** The marketplace's look for each colour field (the contract names which); a shop's empty or invalid colour falls back to these. */
const defaultShopColours = Object.fromEntries(
  shopColourFieldNames.map((field) => [field, marketplace[shopColourFields[field].fallback]]),
) as Record<ShopColourField, string>;

/** Which background each text colour is drawn on (the shop page's layout, as the contract's colour list says). */
export const textOn: Partial<Record<ShopColourField, ShopColourField>> = Object.fromEntries(
  shopColourFieldNames.flatMap((field) => {
    const background = shopColourBackground(field);
    return background ? [[field, background]] : [];
  }),
);

/** The typed theme; pass a seller's shop fields to render inside their colours, banner and logo. */
export function createTheme(shop: Partial<ShopThemeInput> = {}): Theme {
  const chosen = Object.fromEntries(
    Object.entries(defaultShopColours).map(([field, fallback]) => {
      const value = shop[field as ShopColourField];
      return [field, isHexColour(value) ? value.toLowerCase() : fallback];
    }),
  ) as Record<ShopColourField, string>;
  const readable = { ...chosen };
  for (const [text, background] of Object.entries(textOn) as [ShopColourField, ShopColourField][]) {
    readable[text] = readableText(chosen[text], chosen[background]);
  }
  return {
    colors: marketplace,
    shop: {
      ...readable,
      products_text_color: readableText(marketplace.text, chosen.products_background_color),
      bannerImage: shop.banner_background_image ?? '',
      logo: shop.has_logo === false ? '' : (shop.logo ?? ''),
    },
    radius: '8px',
    space: (steps) => `${steps * 4}px`,
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    wide: '(min-width: 760px)',
  };
}
