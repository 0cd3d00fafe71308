import { randomBytes } from 'node:crypto';
import { IMAGE_COPY_WIDTHS, widthsMark } from '@torget/contract';
import type { UploadFile, UploadProvider } from '../../plugins/upload.provider';
import { processImage, resizedCopy } from './image.processor';

/** Checks and stores uploaded images through the configured upload provider. */
export class UploadService {
  constructor(private readonly deps: { uploadProvider: UploadProvider }) {}

  /**
   * Stores the checked image and, when the provider can name files (`saveAs`), its copies at the widths
   * narrower than it, named so apps derive them from its URL (contract image-widths). Copies are stored
   * first: a URL core answers never names a copy that is missing.
   */
  async saveImage(bytes: Buffer): Promise<string> {
    const { file, width } = await processImage(bytes);
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

  /** The checked, re-encoded image, stored nowhere (a private copy is kept by its owner: trader details). */
  async imageFile(bytes: Buffer): Promise<UploadFile> {
    return (await processImage(bytes)).file;
  }

  /** The same check as `saveImage`, storing nothing (an import's dry run checks images it will fetch again). */
  async checkImage(bytes: Buffer): Promise<void> {
    await processImage(bytes);
  }
}
