import type { ProductDto } from '@torget/contract';
import { escapeHtml } from './html';
import type { ApiFetch } from './page-head';

/** One sitemap file holds at most 50 000 URLs; the catalogue beyond that is left to the shop pages' links. */
const MAX_URLS = 50_000;
const PAGE_SIZE = 100;

interface Entry {
  loc: string;
  lastmod?: string;
}

/** /sitemap.xml: the home page, categories, every open shop and its products (newest first). */
export async function renderSitemap(api: ApiFetch, origin: string): Promise<string> {
  const entries: Entry[] = [{ loc: `${origin}/` }, { loc: `${origin}/categories` }];
  const shops = new Map<string, string>();
  const products: Entry[] = [];
  for (let page = 1; products.length < MAX_URLS - 1000; page++) {
    const { status, body } = await api(`/api/products?pageSize=${PAGE_SIZE}&pageNumber=${page}&order=newest`);
    if (status !== 200) break;
    const list = body as { products: ProductDto[]; pages: number };
    for (const product of list.products) {
      products.push({ loc: `${origin}/product/${product._id}`, lastmod: product.updatedAt.slice(0, 10) });
      const seen = shops.get(product.seller._id);
      if (!seen || seen < product.updatedAt) shops.set(product.seller._id, product.updatedAt);
    }
    if (page >= list.pages) break;
  }
  const top = await api('/api/users/top-sellers');
  if (top.status === 200)
    for (const shop of top.body as { _id: string }[]) if (!shops.has(shop._id)) shops.set(shop._id, '');
  for (const [id, updated] of shops)
    entries.push({ loc: `${origin}/seller/${id}`, lastmod: updated.slice(0, 10) || undefined });
  const categories = await api('/api/products/categories');
  if (categories.status === 200) {
    for (const category of categories.body as string[]) {
      entries.push({ loc: `${origin}/search/category/${encodeURIComponent(category)}` });
    }
  }
  const urls = [...entries, ...products]
    .slice(0, MAX_URLS)
    .map(
      (entry) =>
        `  <url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; the API and personal screens are not worth it. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /signin',
    'Disallow: /register',
    'Disallow: /shipping',
    'Disallow: /payment',
    'Disallow: /placeorder',
    'Disallow: /order/',
    'Disallow: /orderhistory',
    'Disallow: /profile',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
