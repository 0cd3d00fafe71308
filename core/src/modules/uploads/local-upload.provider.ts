import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { UploadFile, UploadProvider } from '../../plugins/upload.provider';

/** The default: files under DATA_DIR/uploads with random names, served by core at /uploads. */
export class LocalUploadProvider implements UploadProvider {
  private readonly dir: string;

  constructor({ config }: { config: AppConfig }) {
    this.dir = path.join(config.dataDir, 'uploads');
  }

  async save(file: UploadFile): Promise<{ url: string }> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(12).toString('hex')}.${file.extension}`;
    await writeFile(path.join(this.dir, name), file.bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  }

  async delete(url: string): Promise<void> {
    const name = path.basename(url);
    if (url === `/uploads/${name}`) await rm(path.join(this.dir, name), { force: true });
  }
}
