import { shopColourFieldNames, shopColourFields } from '@torget/contract/browser';
import type { ShopColourField } from '@torget/ui';

/** The settings form's name for each colour field, from the contract's colour list. */
export const COLOUR_LABELS = Object.fromEntries(
  shopColourFieldNames.map((field) => [field, shopColourFields[field].label]),
) as Record<ShopColourField, string>;

export const COLOUR_FIELDS = shopColourFieldNames;

/** A ready-made look; a colour it leaves out stays the marketplace's, so a new colour needs no edit here. */
export type ColourScheme = { name: string; colours: Partial<Record<ShopColourField, string>> };

/** Every colour a scheme sets when chosen: those it leaves out are emptied (the marketplace's). */
export const schemeColours = (scheme: ColourScheme): Record<ShopColourField, string> =>
  Object.fromEntries(COLOUR_FIELDS.map((field) => [field, scheme.colours[field] ?? ''])) as Record<
    ShopColourField,
    string
  >;

/** Ready-made looks a seller can start from; every text colour passes WCAG AA on its background (tested). */
export const COLOUR_SCHEMES: ColourScheme[] = [
  {
    name: 'Marketplace',
    colours: {},
  },
  {
    name: 'Forest',
    colours: {
      name_text_color: '#17432a',
      subtitle_text_color: '#3d5c42',
      description_text_color: '#1f3b24',
      description_background_color: '#f1f7f0',
      products_background_color: '#e4efe2',
      footer_text_color: '#f1f7f0',
      footer_background_color: '#17432a',
    },
  },
  {
    name: 'Ocean',
    colours: {
      name_text_color: '#0b4f7c',
      subtitle_text_color: '#2f5d7c',
      description_text_color: '#12324a',
      description_background_color: '#eef6fb',
      products_background_color: '#dcebf5',
      footer_text_color: '#e6f1f8',
      footer_background_color: '#0b2f4a',
    },
  },
  {
    name: 'Terracotta',
    colours: {
      name_text_color: '#8a3b12',
      subtitle_text_color: '#6b4430',
      description_text_color: '#4a2511',
      description_background_color: '#fff6ee',
      products_background_color: '#f6e6d8',
      footer_text_color: '#fff1e6',
      footer_background_color: '#5a2a12',
    },
  },
  {
    name: 'Night',
    colours: {
      name_text_color: '#f0b429',
      subtitle_text_color: '#c3c9d6',
      description_text_color: '#e8eaf0',
      description_background_color: '#1d2230',
      products_background_color: '#11141c',
      footer_text_color: '#d5dae1',
      footer_background_color: '#000000',
    },
  },
];
