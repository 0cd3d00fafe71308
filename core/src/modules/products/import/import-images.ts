import type { Cradle } from '../../../kernel/cradle';
import { DomainError } from '../../../shared/errors';
import type { Text } from '../../../shared/messages';
import { ImageFetchError, fetchImage } from './image-fetch';
import { addProblem, type PlannedProduct } from './import-plan';
import type { ImportProgress } from './import-progress';

/** At most this many images are fetched at once: a catalogue's host is not flooded, the import stays fast. */
const PARALLEL = 4;

/** An image already in the shop or one of our uploads is kept as it is; any other URL is fetched. */
const isOwn = (url: string, known: Set<string>) => known.has(url) || url.startsWith('/uploads/');

/**
 * Fetches the images the file names by URL and checks each like an upload (the upload module decodes it:
 * a real raster image, re-encoded). The dry run only checks; a confirmed import stores each once and the
 * products name the stored copy. A refused image refuses the rows that name it.
 */
export async function resolveImages(
  products: PlannedProduct[],
  known: Set<string>,
  dryRun: boolean,
  uploads: Cradle['uploads'],
  progress: ImportProgress,
): Promise<void> {
  const wanted = [
    ...new Set(
      products.flatMap((product) => (product.input?.images ?? []).filter((url) => !isOwn(url, known))),
    ),
  ];
  const stored = new Map<string, string>();
  const refused = new Map<string, Text>();
  let next = 0;
  if (wanted.length) progress.start('images', wanted.length);
  const worker = async () => {
    while (next < wanted.length) {
      const url = wanted[next++]!;
      try {
        const bytes = await fetchImage(url);
        if (dryRun) await uploads.checkImage(bytes);
        else stored.set(url, await uploads.saveImage(bytes));
      } catch (error) {
        if (error instanceof ImageFetchError) refused.set(url, error.text);
        else if (error instanceof DomainError && error.kind === 'bad_request') refused.set(url, error.text);
        else throw error;
      }
      await progress.advance();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, wanted.length) }, worker));
  for (const product of products) {
    const input = product.input;
    if (!input?.images) continue;
    for (const url of input.images) {
      const problem = refused.get(url);
      if (problem) addProblem(product, product.rows[0]!.row, problem);
    }
    if (dryRun) continue;
    const swap = (url: string) => stored.get(url) ?? url;
    input.images = input.images.map(swap);
    input.variants = input.variants?.map((variant) => ({
      ...variant,
      image: variant.image && swap(variant.image),
    }));
  }
}
