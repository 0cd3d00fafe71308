/**
 * Colours a shop names its values with, as a swatch draws them. Product data, not the theme: a value the list
 * does not know is drawn as a neutral swatch with its first letter (its name is always written beside it).
 */
const COLOURS: Record<string, string> = {
  svart: '#111111',
  black: '#111111',
  vit: '#ffffff',
  white: '#ffffff',
  grå: '#8c8c8c',
  grey: '#8c8c8c',
  gray: '#8c8c8c',
  ljusgrå: '#c8c8c8',
  mörkgrå: '#4a4a4a',
  röd: '#c62828',
  red: '#c62828',
  vinröd: '#7b1f2e',
  blå: '#1e5bb8',
  blue: '#1e5bb8',
  ljusblå: '#8fbbe6',
  marinblå: '#1f2a4d',
  navy: '#1f2a4d',
  grön: '#2e7d32',
  green: '#2e7d32',
  oliv: '#6b6b2a',
  gul: '#f2c230',
  yellow: '#f2c230',
  senap: '#c9a227',
  orange: '#ef7d22',
  rosa: '#e88fb0',
  pink: '#e88fb0',
  lila: '#7b4fa0',
  purple: '#7b4fa0',
  brun: '#6d4c41',
  brown: '#6d4c41',
  beige: '#d8c3a5',
  natur: '#efe8d8',
  naturvit: '#efe8d8',
  turkos: '#1aa3a3',
};

/** The swatch colour of a value ("Grå", "mörkgrå"), or undefined when the name is not a known colour. */
export const swatchColour = (value: string): string | undefined =>
  COLOURS[value.trim().toLocaleLowerCase('sv')];

/** Options drawn as colour swatches rather than buttons. */
export const isColourOption = (name: string) => /^(färg|kulör|colou?r)$/i.test(name.trim());
