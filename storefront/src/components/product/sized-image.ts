import { imageSrcSet } from '@torget/contract/browser';

/**
 * `src`, and `srcSet`/`sizes` when the upload has smaller copies (contract image-widths), for an `<img>`:
 * a phone loads the 320 or 640 px copy instead of the whole photo. Without copies (older uploads, demo
 * images, outside URLs) only `src`, so there is never a srcset that names a missing file.
 * `sizes` is how wide the image is drawn, in CSS terms; the caller keeps `width`/`height` set.
 */
/**
 * How wide the product page's large photo is drawn: the whole width on a phone, the first of three columns
 * (of at most 1280 px) when wide. The page's first HTML preloads the photo with the same sizes.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 512px, (min-width: 760px) 40vw, 100vw';

export function sizedImage(url: string | undefined, sizes: string) {
  const srcSet = url ? imageSrcSet(url) : undefined;
  return { src: url || undefined, ...(srcSet ? { srcSet, sizes } : {}) };
}
