import { msg } from '../../shared/messages';
import { BadRequestError } from '../../shared/errors';
import type { UploadFile } from '../../plugins/upload.provider';
import { loadSharp } from '../../shared/load-sharp';

/** Raster formats we accept; SVG is refused (it can carry scripts), whatever the file is called. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const MAX_SIDE = 2000;

const notAnImage = () => new BadRequestError(msg('uploads.notAnImage'), 'NOT_AN_IMAGE');

/**
 * Decides by decoding the bytes (never the name or declared type), then re-encodes to WebP:
 * that drops EXIF/GPS metadata and anything hidden after the image data, and bounds the size.
 */
export async function processImage(bytes: Buffer): Promise<UploadFile> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  try {
    const output = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw notAnImage();
  }
}
