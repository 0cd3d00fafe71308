import type { UploadFile, UploadProvider } from '../../plugins/upload.provider';
import { processImage } from './image.processor';

/** Checks and stores uploaded images through the configured upload provider. */
export class UploadService {
  constructor(private readonly deps: { uploadProvider: UploadProvider }) {}

  async saveImage(bytes: Buffer): Promise<string> {
    const file = await processImage(bytes);
    return (await this.deps.uploadProvider.save(file)).url;
  }

  /** The checked, re-encoded image, stored nowhere (a private copy is kept by its owner: trader details). */
  imageFile(bytes: Buffer): Promise<UploadFile> {
    return processImage(bytes);
  }

  /** The same check as `saveImage`, storing nothing (an import's dry run checks images it will fetch again). */
  async checkImage(bytes: Buffer): Promise<void> {
    await processImage(bytes);
  }
}
