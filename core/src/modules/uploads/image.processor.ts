import { msg } from '../../shared/messages';
import { BadRequestError } from '../../shared/errors';
import type { UploadFile } from '../../plugins/upload.provider';
import { loadSharp } from '../../shared/load-sharp';

/** Raster formats we accept; SVG is refused (it can carry scripts), whatever the file is called. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const MAX_SIDE = 2000;

const notAnImage = () => new BadRequestError(msg('uploads.notAnImage'), 'NOT_AN_IMAGE');

const webp = (bytes: Buffer): UploadFile => ({ bytes, contentType: 'image/webp', extension: 'webp' });

/** A checked image, re-encoded, and its width (what decides which smaller copies it gets). */
export interface ProcessedImage {
  file: UploadFile;
  width: number;
}

/**
 * Decides by decoding the bytes (never the name or declared type), then re-encodes to WebP:
 * that drops EXIF/GPS metadata and anything hidden after the image data, and bounds the size.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { file: webp(data), width: info.width };
  } catch {
    throw notAnImage();
  }
}

/**
 * An image core stored earlier (already checked and re-encoded to WebP), with its width; undefined when the
 * bytes are not such a WebP. Used to give it the copies it was stored without.
 */
export async function storedImage(bytes: Buffer): Promise<ProcessedImage | undefined> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  return meta?.format === 'webp' && meta.width ? { file: webp(bytes), width: meta.width } : undefined;
}

/**
 * A copy `width` pixels wide, from the checked WebP (already upright and free of metadata), so a copy
 * never carries more than the image itself. WebP at the same quality: one format family for all.
 */
export async function resizedCopy(image: UploadFile, width: number): Promise<UploadFile> {
  const sharp = await loadSharp();
  return webp(await sharp(image.bytes).resize({ width }).webp({ quality: 80 }).toBuffer());
}
