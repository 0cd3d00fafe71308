import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { UploadFile, UploadProvider } from '../../plugins/upload.provider';

/** The default: files under DATA_DIR/uploads with random names, served by core at /uploads. */
export class LocalUploadProvider implements UploadProvider {
  private readonly dir: string;

  constructor({ config }: { config: AppConfig }) {
    this.dir = path.join(config.dataDir, 'uploads');
  }

  save(file: UploadFile): Promise<{ url: string }> {
    return this.saveAs(`${randomBytes(12).toString('hex')}.${file.extension}`, file);
  }

  async saveAs(name: string, file: UploadFile): Promise<{ url: string }> {
    // Core names the file; refuse anything that could leave the folder (the name is ours, this is a backstop).
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new Error(`Bad upload name: ${name}`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), file.bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  }

  async delete(url: string): Promise<void> {
    const name = path.basename(url);
    if (url === `/uploads/${name}`) await rm(path.join(this.dir, name), { force: true });
  }

  async read(url: string): Promise<Buffer | undefined> {
    const name = path.basename(url);
    if (url !== `/uploads/${name}`) return undefined;
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
