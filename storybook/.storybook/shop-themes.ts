import type { ShopThemeInput } from '@torget/ui';

/**
 * Seller looks the toolbar switches between: every story must read well in each. They span light and dark
 * shop backgrounds and a pairing that fails contrast (the theme must repair it).
 */
export const shopThemes: Record<string, { title: string; shop: Partial<ShopThemeInput> }> = {
  marketplace: { title: 'Marketplace (no shop colours)', shop: {} },
  skogen: {
    title: 'Skogens Te (greens)',
    shop: {
      description_background_color: '#e8f3ea',
      description_text_color: '#1f3d27',
      products_background_color: '#f4faf5',
      name_text_color: '#185c2e',
      subtitle_text_color: '#3d6b4a',
      footer_background_color: '#185c2e',
      footer_text_color: '#ffffff',
    },
  },
  havet: {
    title: 'Havsbris (dark blue)',
    shop: {
      description_background_color: '#0f2a44',
      description_text_color: '#e6f0fa',
      products_background_color: '#13324f',
      name_text_color: '#ffffff',
      subtitle_text_color: '#9cc3e6',
      footer_background_color: '#08182a',
      footer_text_color: '#cfe2f5',
    },
  },
  stugan: {
    title: 'Röda Stugan (low contrast, repaired)',
    shop: {
      description_background_color: '#f6e7d8',
      description_text_color: '#f0d9c0',
      products_background_color: '#fff8f0',
      name_text_color: '#b22222',
      subtitle_text_color: '#f3e0cc',
      footer_background_color: '#8b1a1a',
      footer_text_color: '#9b2a2a',
    },
  },
};

export type ShopThemeName = keyof typeof shopThemes;
