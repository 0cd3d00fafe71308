import {
  AA_CONTRAST,
  contrastRatio,
  createTheme,
  isHexColour,
  shopTextOn,
  type ShopColourField,
} from '@torget/ui';

/** The marketplace's colour for a field left empty (the shop page uses the same). */
const DEFAULTS = createTheme().shop;

const effective = (colours: Partial<Record<ShopColourField, string>>, field: ShopColourField) => {
  const value = colours[field];
  return isHexColour(value) ? value.toLowerCase() : DEFAULTS[field];
};

export interface ContrastProblem {
  text: ShopColourField;
  background: ShopColourField;
  ratio: number;
}

/**
 * WCAG AA check of each text/background pair the shop page draws (the theme's own pairs): the problems, by the
 * fields they concern, so each shows beside its pickers.
 */
export function contrastProblems(colours: Partial<Record<ShopColourField, string>>): ContrastProblem[] {
  return (Object.entries(shopTextOn) as [ShopColourField, ShopColourField][])
    .map(([text, background]) => ({
      text,
      background,
      ratio: contrastRatio(effective(colours, text), effective(colours, background)),
    }))
    .filter((pair) => pair.ratio < AA_CONTRAST);
}

/** '2.1:1' — rounded down, so a pair shown as 4.5:1 really passes. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;
