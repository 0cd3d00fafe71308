import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UploadFile, UploadProvider } from '../plugins/upload.provider';

export interface UploadContractSetup {
  provider: UploadProvider;
  /** What a browser gets at the URL: the bytes, or undefined when nothing is there (404). */
  load(url: string): Promise<Buffer | undefined>;
}

const file = (text: string): UploadFile => ({
  bytes: Buffer.from(text),
  contentType: 'image/webp',
  extension: 'webp',
});

const folder = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
const fresh = () => randomBytes(6).toString('hex');

/**
 * The behaviour every upload store must have (core/src/plugins/upload.provider.ts). Run it from the plugin's
 * tests against the store or a local fake of its published API:
 * `runUploadProviderContract('s3', async () => ({ provider, load: (url) => fetch(url)… }))`.
 */
export function runUploadProviderContract(
  name: string,
  /** The optional methods the provider offers: their parts of the contract run, and they must be there. */
  offers: { saveAs: boolean; delete: boolean; read?: boolean },
  setup: () => Promise<UploadContractSetup>,
): void {
  describe(`upload contract: ${name}`, () => {
    it('save stores the file where its URL loads it, under a new name each time', async () => {
      const { provider, load } = await setup();
      expect({ saveAs: !!provider.saveAs, delete: !!provider.delete, read: !!provider.read }).toEqual({
        read: false,
        ...offers,
      });
      const first = await provider.save(file('first'));
      const second = await provider.save(file('first'));
      expect(first.url).not.toBe(second.url);
      expect(first.url.endsWith('.webp')).toBe(true);
      expect((await load(first.url))?.toString()).toBe('first');
    });

    if (offers.saveAs)
      it('saveAs stores under exactly the name, beside the files save stores', async () => {
        const { provider, load } = await setup();
        const saveAs = provider.saveAs!.bind(provider);
        const saved = await provider.save(file('image'));
        // Core derives a copy's name from the image's (contract image-widths): both must live in one folder.
        const stem = `${fresh()}.w320-900`;
        const image = await saveAs(`${stem}.webp`, file('image'));
        const copy = await saveAs(`${stem}-w320.webp`, file('copy'));
        expect(image.url).toBe(`${folder(saved.url)}${stem}.webp`);
        expect(copy.url).toBe(image.url.replace(/\.webp$/, '-w320.webp'));
        expect((await load(image.url))?.toString()).toBe('image');
        expect((await load(copy.url))?.toString()).toBe('copy');
      });

    if (offers.read)
      it('read answers the bytes of its own file, and nothing for a missing file or any other URL', async () => {
        const { provider } = await setup();
        const read = provider.read!.bind(provider);
        const saved = await provider.save(file('kept'));
        expect((await read(saved.url))?.toString()).toBe('kept');
        expect(await read(`${folder(saved.url)}${fresh()}.webp`)).toBeUndefined();
        expect(await read('https://elsewhere.example/uploads/a.webp')).toBeUndefined();
        expect(await read(`${folder(saved.url)}../secret.webp`)).toBeUndefined();
      });

    if (offers.delete)
      it('delete removes its own file and leaves any other URL alone', async () => {
        const { provider, load } = await setup();
        const kept = await provider.save(file('kept'));
        const gone = await provider.save(file('gone'));
        await provider.delete!(gone.url);
        await provider.delete!('https://elsewhere.example/uploads/a.webp');
        await provider.delete!(`${folder(kept.url)}../secret.webp`);
        expect(await load(gone.url)).toBeUndefined();
        expect((await load(kept.url))?.toString()).toBe('kept');
      });
  });
}
