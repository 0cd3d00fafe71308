/** WCAG 2 contrast, so a seller's colours can never make text unreadable. */

/** AA for normal text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string | undefined | null): value is string => !!value && HEX.test(value);

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const INK = '#15181e';
const PAPER = '#ffffff';

/** `preferred` when it reads well on `background` (AA), else near-black or white, whichever reads better. */
export function readableText(preferred: string, background: string): string {
  if (contrastRatio(preferred, background) >= AA_CONTRAST) return preferred;
  return contrastRatio(INK, background) >= contrastRatio(PAPER, background) ? INK : PAPER;
}
