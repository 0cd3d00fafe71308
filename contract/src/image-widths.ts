/**
 * Smaller copies of an uploaded image, named so any app can find them from the image's URL alone (issue 36,
 * "Images are sized for the screen"). Core writes the copies at upload; the product answer's `image`/`images`
 * stay plain URL strings. An upload with copies is named `<stem>.w320-640-1600.webp` (`<stem>` core's random 24 hex digits): the widths it exists at,
 * ascending, the last being the stored image itself; the copy at 640 is `<stem>.w320-640-1600-w640.webp`,
 * next to it. A URL without the mark (older uploads, demo images, an outside URL) has no copies: no srcset.
 */

/** The widths copies are written at, only those narrower than the image itself. */
export const IMAGE_COPY_WIDTHS = [320, 640, 1024] as const;

// Core's random 24-hex stem too, so an outside URL that happens to end in `.w640.webp` is never taken for ours.
const MARK = /\/[0-9a-f]{24}\.w(\d+(?:-\d+)*)\.[a-z0-9]+$/;

/** The part of a file's name (before the extension) that lists the widths it exists at, e.g. `.w320-640-1600`. */
export const widthsMark = (widths: readonly number[]) => `.w${widths.join('-')}`;

/** The widths this image exists at, ascending (the last is the image itself); empty when it has no copies. */
export function imageWidths(url: string): number[] {
  const found = MARK.exec(url);
  return found ? found[1]!.split('-').map(Number) : [];
}

/** The URL of the copy at `width` (the image itself at its own width). */
export function sizedImageUrl(url: string, width: number): string {
  const widths = imageWidths(url);
  if (widths.at(-1) === width || !widths.includes(width)) return url;
  return url.replace(/(\.[a-z0-9]+)$/, `-w${width}$1`);
}

/** The `srcset` for the image, or undefined when it has no copies (then `src` alone is right). */
export function imageSrcSet(url: string): string | undefined {
  const widths = imageWidths(url);
  if (widths.length < 2) return undefined;
  return widths.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(', ');
}
