/** docs/product.md §9 upload limit. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** docs/product.md §5/§8 wording for an image over the limit (the server's 413 says the same). */
export const TOO_BIG_IMAGE_MESSAGE = 'Too big image. Max size: 4 MB.';

export const NOT_AN_IMAGE_MESSAGE =
  'That file is not an image. Please choose a JPEG, PNG, WebP or GIF picture.';
