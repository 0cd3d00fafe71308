import { randomBytes } from 'node:crypto';
import { IMAGE_COPY_WIDTHS, imageWidths, sizedImageUrl, widthsMark } from '@torget/contract';
import type { UploadFile, UploadProvider } from '../../plugins/upload.provider';
import { processImage, resizedCopy, storedImage, type ProcessedImage } from './image.processor';

/** Checks and stores uploaded images through the configured upload provider. */
export class UploadService {
  constructor(private readonly deps: { uploadProvider: UploadProvider }) {}

  /**
   * Stores the checked image and, when the provider can name files (`saveAs`), its copies at the widths
   * narrower than it, named so apps derive them from its URL (contract image-widths). Copies are stored
   * first: a URL core answers never names a copy that is missing.
   */
  async saveImage(bytes: Buffer): Promise<string> {
    return this.storeImage(await processImage(bytes));
  }

  /**
   * Stores an image core has made or checked, with its copies as `saveImage` describes: the one place copies
   * are made (uploads, imports, the demo data, and older images given their copies).
   */
  async storeImage({ file, width }: ProcessedImage): Promise<string> {
    const provider = this.deps.uploadProvider;
    const widths = IMAGE_COPY_WIDTHS.filter((copy) => copy < width);
    if (!provider.saveAs || widths.length === 0) return (await provider.save(file)).url;
    const stem = `${randomBytes(12).toString('hex')}${widthsMark([...widths, width])}`;
    for (const copy of widths) {
      // One at a time: sharp's encoder already uses the cores, and an import stores four images at once.
      await provider.saveAs(`${stem}-w${copy}.${file.extension}`, await resizedCopy(file, copy));
    }
    return (await provider.saveAs(`${stem}.${file.extension}`, file)).url;
  }

  /**
   * An image stored before copies existed (its name lists no widths), stored again with its copies under a
   * name that lists them; its old file stays, so pages and orders that name it keep working. Answers the new
   * URL, or undefined when nothing was made: the provider cannot read or name files, the URL is not its file,
   * the image already has copies or is too narrow for any.
   */
  async withCopies(url: string): Promise<string | undefined> {
    const provider = this.deps.uploadProvider;
    if (!provider.read || !provider.saveAs || imageWidths(url).length) return undefined;
    const bytes = await provider.read(url);
    const image = bytes && (await storedImage(bytes));
    if (!image || !IMAGE_COPY_WIDTHS.some((copy) => copy < image.width)) return undefined;
    return this.storeImage(image);
  }

  /** Removes an image and its copies (copies made twice for one image: the later set is not needed). */
  async discard(url: string): Promise<void> {
    const provider = this.deps.uploadProvider;
    for (const width of imageWidths(url)) await provider.delete?.(sizedImageUrl(url, width));
  }

  /** The checked, re-encoded image, stored nowhere (a private copy is kept by its owner: trader details). */
  async imageFile(bytes: Buffer): Promise<UploadFile> {
    return (await processImage(bytes)).file;
  }

  /** The same check as `saveImage`, storing nothing (an import's dry run checks images it will fetch again). */
  async checkImage(bytes: Buffer): Promise<void> {
    await processImage(bytes);
  }
}
