/** The seller sub-object's look (SPEC §3): colours as #RRGGBB, empty meaning "marketplace default". */
export interface ShopThemeInput {
  banner_background_image: string;
  description_background_color: string;
  description_text_color: string;
  products_background_color: string;
  name_text_color: string;
  subtitle_text_color: string;
  footer_background_color: string;
  footer_text_color: string;
}

export interface Theme {
  colors: {
    brand: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
    danger: string;
    dangerSurface: string;
    success: string;
    successSurface: string;
    info: string;
    infoSurface: string;
  };
  /** The shop's own colours; on the marketplace these are the marketplace's. */
  shop: {
    bannerImage: string;
    descriptionBackground: string;
    descriptionText: string;
    productsBackground: string;
    nameText: string;
    subtitleText: string;
    footerBackground: string;
    footerText: string;
  };
  radius: string;
  space: (steps: number) => string;
  font: string;
}

const marketplace: Theme['colors'] = {
  brand: '#1f5f8b',
  text: '#1d2330',
  muted: '#5b6472',
  background: '#f6f7f9',
  surface: '#ffffff',
  border: '#dde1e7',
  danger: '#a61b1b',
  dangerSurface: '#fde8e8',
  success: '#1e6b3a',
  successSurface: '#e3f4e8',
  info: '#1f4f8b',
  infoSurface: '#e6eef9',
};

const colour = (value: string | undefined, fallback: string) =>
  value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;

/** The typed theme; pass a seller's shop fields to render inside their colours, banner and logo. */
export function createTheme(shop: Partial<ShopThemeInput> = {}): Theme {
  return {
    colors: marketplace,
    shop: {
      bannerImage: shop.banner_background_image ?? '',
      descriptionBackground: colour(shop.description_background_color, marketplace.surface),
      descriptionText: colour(shop.description_text_color, marketplace.text),
      productsBackground: colour(shop.products_background_color, marketplace.background),
      nameText: colour(shop.name_text_color, marketplace.text),
      subtitleText: colour(shop.subtitle_text_color, marketplace.muted),
      footerBackground: colour(shop.footer_background_color, marketplace.text),
      footerText: colour(shop.footer_text_color, marketplace.surface),
    },
    radius: '6px',
    space: (steps) => `${steps * 4}px`,
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  };
}
