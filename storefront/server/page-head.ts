import type { ProductDto, ReviewDto, ShopPageDto } from '@torget/contract';
import { imageSrcSet } from '@torget/contract/browser';
import { productJsonLd } from './product-json-ld';
import { GALLERY_SIZES } from '../src/components/product/sized-image';
import { matchPath } from 'react-router-dom';
import { escapeHtml, plainText, scriptJson } from './html';
import { formatMoney, type Locale } from '@torget/i18n';
import type { PageTexts } from './page-language';
import { filtersFromParams, searchQuery } from '../src/features/search/lib/search-url';
import {
  FEATURED_QUERY,
  categoriesKey,
  contactPointsKey,
  productKey,
  productSafetyKey,
  productsKey,
  shopKey,
  shopProductsQuery,
  topSellersKey,
  type ProductsQuery,
} from '../src/lib/page-reads';

/** How the storefront's server reaches the API: a path under /api → status and parsed JSON body. */
export type ApiFetch = (path: string) => Promise<{ status: number; body: unknown }>;

/** What a page tells crawlers and link previews before any JavaScript runs. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  image?: string;
  type: 'website' | 'product' | 'profile';
  jsonLd?: Record<string, unknown>;
  /** The picture the page shows largest, which the browser may fetch before the app asks for it. */
  preloadImage?: string;
  /** The lazily loaded screen that draws the page: its source module, as the build's manifest names it. */
  screen?: string;
  /**
   * API answers the server already read for this page, keyed as the app's data hooks key them, so the app's
   * first render shows the page whole instead of growing as each answer arrives (docs/page-weight.md).
   */
  data?: PageData[];
}

/**
 * One read the app would otherwise make itself: its data key (src/lib/page-reads.ts, e.g. `['product', id]`)
 * and the API's answer.
 */
export type PageData = [key: string | readonly unknown[], value: unknown];

/** The API path of a products query (empty filters left out, as the app's client leaves them out). */
const productsPath = (query: ProductsQuery) =>
  `/api/products?${new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  )}`;

/** The answers to `reads` ([key, API path]) that came back 200; a read that failed is left to the app. */
async function readAll(api: ApiFetch, reads: [PageData[0], string][]): Promise<PageData[]> {
  const answers = await Promise.all(reads.map(([, path]) => api(path)));
  return reads.flatMap(([key], i) =>
    answers[i]!.status === 200 ? [[key, answers[i]!.body] as PageData] : [],
  );
}

const SITE = 'Torget';

interface Request {
  path: string;
  origin: string;
  /** The seller whose own domain this host is, or null on the marketplace. */
  ownDomainShopId: string | null;
  /** The reader's language, and the texts to write the head in. */
  locale: Locale;
  texts: PageTexts;
}

const text = (req: Request, id: `head.${string}`, values?: Record<string, string>) =>
  req.texts.t(req.locale, id, values);

const absolute = (origin: string, url: string) => (url ? new URL(url, `${origin}/`).href : undefined);

async function productHead(api: ApiFetch, id: string, req: Request): Promise<PageHead> {
  const { status, body } = await api(`/api/products/${encodeURIComponent(id)}`);
  if (status !== 200) return notFound(req, text(req, 'head.productNotFound'));
  const product = body as ProductDto & { reviews: ReviewDto[] };
  const shop = product.seller.seller.name;
  // The product page is drawn in its shop's look and names the trader: without the shop it would redraw.
  const data: PageData[] = [
    [productKey(id), product],
    ...(await readAll(api, [
      [shopKey(product.seller._id), `/api/shops/${encodeURIComponent(product.seller._id)}`],
      // Its safety information (GPSR) is part of the page too.
      [productSafetyKey(id), `/api/products/${encodeURIComponent(id)}/safety`],
    ])),
  ];
  const canonical = `${req.origin}/product/${product._id}`;
  const image = absolute(req.origin, product.image);
  return {
    status: 200,
    title: `${product.name} – ${shop} – ${SITE}`,
    description:
      plainText(product.description) ||
      text(req, 'head.productFallback', {
        name: product.name,
        shop,
        price: formatMoney(product.price, req.locale),
      }),
    canonical,
    image,
    preloadImage: product.image || undefined,
    screen: 'src/app/routes/product.route.tsx',
    data,
    type: 'product',
    jsonLd: productJsonLd(product, {
      canonical,
      shop,
      description: plainText(product.description, 500) || undefined,
      absolute: (url) => absolute(req.origin, url),
    }),
  };
}

async function shopHead(api: ApiFetch, id: string, req: Request, page = 1): Promise<PageHead> {
  const query = shopProductsQuery(id, page);
  const [{ status, body }, products] = await Promise.all([
    api(`/api/shops/${encodeURIComponent(id)}`),
    readAll(api, [[productsKey(query), productsPath(query)]]),
  ]);
  if (status !== 200) return notFound(req, text(req, 'head.shopNotFound'));
  const shop = body as ShopPageDto;
  const { seller } = shop;
  const onOwnDomain = req.ownDomainShopId === shop._id;
  const path = onOwnDomain ? '/' : `/seller/${shop._id}${page > 1 ? `/pageNumber/${page}` : ''}`;
  return {
    status: 200,
    // docs/product.md §2: on the seller's own domain the page title is the shop name.
    title: onOwnDomain ? seller.name : `${seller.name} – ${SITE}`,
    description:
      seller.subtitle ||
      plainText(seller.description) ||
      text(req, 'head.shopFallback', { shop: seller.name }),
    canonical: `${req.origin}${path}`,
    image: absolute(req.origin, seller.banner_background_image || (seller.has_logo ? seller.logo : '')),
    data: [[shopKey(id), shop], ...products],
    screen: 'src/app/routes/shop.route.tsx',
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: seller.name,
      description: seller.subtitle || undefined,
      url: `${req.origin}${path}`,
      logo: seller.has_logo ? absolute(req.origin, seller.logo) : undefined,
      telephone: seller.phone || undefined,
      address: seller.address
        ? {
            '@type': 'PostalAddress',
            streetAddress: seller.address,
            postalCode: seller.post_number,
            addressLocality: seller.city,
            addressCountry: 'SE',
          }
        : undefined,
    },
  };
}

function notFound(req: Request, title = text(req, 'head.notFound')): PageHead {
  return {
    status: 404,
    title: `${title} – ${SITE}`,
    description: text(req, 'head.site.description'),
    canonical: `${req.origin}${req.path}`,
    type: 'website',
  };
}

/** A route's params as the app's router gives them to its screens: decoded (a malformed escape stays as typed). */
function decodedParams(params: Record<string, string | undefined>) {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value === undefined ? value : decode(value)]),
  );
}

function searchTitle(req: Request, params: Record<string, string | undefined>) {
  const typed = (value?: string) => (value && value !== 'all' ? value : '');
  const name = typed(params.name);
  const category = typed(params.category);
  if (name && category) return text(req, 'head.search.nameInCategory', { name, category });
  if (name) return text(req, 'head.search.name', { name });
  return category || text(req, 'head.search.all');
}

/** Titles of the screens that need no data (head.static.* ids); the others say what they are about. */
const STATIC_TITLES: Record<string, `head.static.${string}`> = {
  '/categories': 'head.static.categories',
  '/about': 'head.static.about',
  '/privacy': 'head.static.privacy',
  '/privacy_policy': 'head.static.privacyPolicy',
  '/terms': 'head.static.terms',
  '/seller_info_1': 'head.static.sellerInfo1',
  '/seller_info_2': 'head.static.sellerInfo2',
};

/**
 * The head of the page at `req.path`: real data for products, shops and searches; 404 for unknown paths and for
 * products or shops that do not exist. `knownPaths` are the app router's path patterns. Its `data` holds the
 * answers the page's first render needs (the shell's categories and the footer's contact points on every page), so that render is the whole
 * page: a render from data the app had at start runs in short slices, while an answer arriving after it
 * redraws in one long task (docs/page-weight.md).
 */
export async function describePage(api: ApiFetch, req: Request, knownPaths: string[]): Promise<PageHead> {
  const [head, shell] = await Promise.all([
    describeScreen(api, req, knownPaths),
    readAll(api, [
      [categoriesKey, '/api/products/categories'],
      [contactPointsKey, '/api/settings/contact_points'],
    ]),
  ]);
  return { ...head, data: [...(head.data ?? []), ...shell] };
}

async function describeScreen(api: ApiFetch, req: Request, knownPaths: string[]): Promise<PageHead> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const site: PageHead = {
    status: 200,
    title: text(req, 'head.site.title'),
    description: text(req, 'head.site.description'),
    canonical: `${req.origin}${path}`,
    type: 'website',
  };
  if (path === '/') {
    if (req.ownDomainShopId) return shopHead(api, req.ownDomainShopId, req);
    const data = await readAll(api, [
      [productsKey(FEATURED_QUERY), productsPath(FEATURED_QUERY)],
      [topSellersKey, '/api/users/top-sellers'],
    ]);
    return { ...site, data };
  }
  const product = matchPath('/product/:id', path);
  if (product) return productHead(api, product.params.id!, req);
  const shop = matchPath('/seller/:id', path);
  if (shop) return shopHead(api, shop.params.id!, req);
  const shopPage = matchPath('/seller/:id/pageNumber/:pageNumber', path);
  if (shopPage) return shopHead(api, shopPage.params.id!, req, Number(shopPage.params.pageNumber) || 1);
  const pattern = knownPaths.find((known) => matchPath(known, path));
  if (!pattern) return notFound(req);
  if (pattern.startsWith('/search/')) {
    const params = decodedParams(matchPath(pattern, path)!.params);
    const title = searchTitle(req, params);
    const query = searchQuery(filtersFromParams(params));
    return {
      ...site,
      data: await readAll(api, [[productsKey(query), productsPath(query)]]),
      title: text(req, 'head.search.title', { title }),
      description: text(req, 'head.search.description', { title, site: site.description }),
      screen: 'src/app/routes/search.route.tsx',
    };
  }
  const title = STATIC_TITLES[pattern];
  return title ? { ...site, title: `${text(req, title)} – ${SITE}` } : site;
}

const OG_LOCALES: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

/**
 * The head as HTML: title, description, canonical, OpenGraph, Twitter card and JSON-LD, all escaped; preload
 * hints for the largest picture and for `scripts`, the screen's chunks.
 */
export function headHtml(head: PageHead, locale: Locale, scripts: string[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  if (head.preloadImage) {
    // With copies, the same choice the gallery's <img srcset> makes, so the photo is not fetched twice.
    const srcSet = imageSrcSet(head.preloadImage);
    const sized = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(GALLERY_SIZES)}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}"${sized} fetchpriority="high" />`,
    );
  }
  for (const script of scripts)
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`);
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
