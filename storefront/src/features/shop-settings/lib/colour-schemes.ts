import { shopColourFieldNames } from '@torget/contract/browser';
import type { ShopColourField } from '@torget/ui';
import type { MessageId } from '../../../lib/i18n';

/**
 * The text id of each colour field's name on the settings form (the contract's English label is the English
 * text; a colour added to the contract fails typecheck here until it has its texts).
 */
export const colourLabel = (field: ShopColourField): MessageId => `shopSettings.colour.${field}`;

export const COLOUR_FIELDS = shopColourFieldNames;

/** A ready-made look (`name`: a text id); a colour it leaves out stays the marketplace's, so a new colour needs no edit here. */
export type ColourScheme = { name: MessageId; colours: Partial<Record<ShopColourField, string>> };

/** Every colour a scheme sets when chosen: those it leaves out are emptied (the marketplace's). */
export const schemeColours = (scheme: ColourScheme): Record<ShopColourField, string> =>
  Object.fromEntries(COLOUR_FIELDS.map((field) => [field, scheme.colours[field] ?? ''])) as Record<
    ShopColourField,
    string
  >;

/** Ready-made looks a seller can start from; every text colour passes WCAG AA on its background (tested). */
export const COLOUR_SCHEMES: ColourScheme[] = [
  {
    name: 'shopSettings.scheme.marketplace',
    colours: {},
  },
  {
    name: 'shopSettings.scheme.forest',
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
    name: 'shopSettings.scheme.ocean',
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
    name: 'shopSettings.scheme.terracotta',
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
    name: 'shopSettings.scheme.night',
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
