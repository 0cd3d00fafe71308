import type { ProductDto, ReviewDto, ShopPageDto } from '@torget/contract';
import { matchPath } from 'react-router-dom';
import { escapeHtml, plainText, scriptJson } from './html';
import { formatMoney } from '@torget/i18n';

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
}

const SITE = 'Torget';
const SITE_DESCRIPTION =
  'Torget: independent Swedish shops in one marketplace. Handmade, local and second-hand goods; pay with Swish or PayPal.';

interface Request {
  path: string;
  origin: string;
  /** The seller whose own domain this host is, or null on the marketplace. */
  ownDomainShopId: string | null;
}

const absolute = (origin: string, url: string) => (url ? new URL(url, `${origin}/`).href : undefined);

async function productHead(api: ApiFetch, id: string, req: Request): Promise<PageHead> {
  const { status, body } = await api(`/api/products/${encodeURIComponent(id)}`);
  if (status !== 200) return notFound(req, 'Product Not Found');
  const product = body as ProductDto & { reviews: ReviewDto[] };
  const shop = product.seller.seller.name;
  const canonical = `${req.origin}/product/${product._id}`;
  const image = absolute(req.origin, product.image);
  return {
    status: 200,
    title: `${product.name} – ${shop} – ${SITE}`,
    description:
      plainText(product.description) ||
      `${product.name} from ${shop}, ${formatMoney(product.price, 'en')}, on Torget.`,
    canonical,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: plainText(product.description, 500) || undefined,
      image: image ? [image] : undefined,
      sku: product._id,
      category: product.category || undefined,
      brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: product.price.toFixed(2),
        priceCurrency: 'SEK',
        availability: `https://schema.org/${product.countInStock > 0 ? 'InStock' : 'OutOfStock'}`,
        seller: { '@type': 'Organization', name: shop },
      },
      aggregateRating:
        product.numReviews > 0
          ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.numReviews }
          : undefined,
    },
  };
}

async function shopHead(api: ApiFetch, id: string, req: Request, page = 1): Promise<PageHead> {
  const { status, body } = await api(`/api/shops/${encodeURIComponent(id)}`);
  if (status !== 200) return notFound(req, 'Shop not found');
  const shop = body as ShopPageDto;
  const { seller } = shop;
  const onOwnDomain = req.ownDomainShopId === shop._id;
  const path = onOwnDomain ? '/' : `/seller/${shop._id}${page > 1 ? `/pageNumber/${page}` : ''}`;
  return {
    status: 200,
    // docs/product.md §2: on the seller's own domain the page title is the shop name.
    title: onOwnDomain ? seller.name : `${seller.name} – ${SITE}`,
    description: seller.subtitle || plainText(seller.description) || `${seller.name}, a shop on Torget.`,
    canonical: `${req.origin}${path}`,
    image: absolute(req.origin, seller.banner_background_image || (seller.has_logo ? seller.logo : '')),
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

function notFound(req: Request, title = 'Page not found'): PageHead {
  return {
    status: 404,
    title: `${title} – ${SITE}`,
    description: SITE_DESCRIPTION,
    canonical: `${req.origin}${req.path}`,
    type: 'website',
  };
}

function searchTitle(params: Record<string, string | undefined>) {
  const text = (value?: string) => {
    let decoded = value ?? '';
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // a malformed escape stays as typed
    }
    return decoded && decoded !== 'all' ? decoded : '';
  };
  const name = text(params.name);
  const category = text(params.category);
  if (name && category) return `“${name}” in ${category}`;
  if (name) return `“${name}”`;
  return category || 'All products';
}

/** Titles of the screens that need no data; the others say what they are about. */
const STATIC_TITLES: Record<string, string> = {
  '/categories': 'Categories',
  '/about': 'About',
  '/privacy': 'Privacy',
  '/privacy_policy': 'Privacy Policy',
  '/seller_info_1': 'Bli säljare',
  '/seller_info_2': 'Välj plan',
};

/**
 * The head of the page at `req.path`: real data for products, shops and searches; 404 for unknown paths and for
 * products or shops that do not exist. `knownPaths` are the app router's path patterns.
 */
export async function describePage(api: ApiFetch, req: Request, knownPaths: string[]): Promise<PageHead> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const site: PageHead = {
    status: 200,
    title: `${SITE} – the Swedish marketplace of independent shops`,
    description: SITE_DESCRIPTION,
    canonical: `${req.origin}${path}`,
    type: 'website',
  };
  if (path === '/') return req.ownDomainShopId ? shopHead(api, req.ownDomainShopId, req) : site;
  const product = matchPath('/product/:id', path);
  if (product) return productHead(api, product.params.id!, req);
  const shop = matchPath('/seller/:id', path);
  if (shop) return shopHead(api, shop.params.id!, req);
  const shopPage = matchPath('/seller/:id/pageNumber/:pageNumber', path);
  if (shopPage) return shopHead(api, shopPage.params.id!, req, Number(shopPage.params.pageNumber) || 1);
  const pattern = knownPaths.find((known) => matchPath(known, path));
  if (!pattern) return notFound(req);
  if (pattern.startsWith('/search/')) {
    const title = searchTitle(matchPath(pattern, path)!.params);
    return {
      ...site,
      title: `${title} – Search – ${SITE}`,
      description: `${title} on Torget. ${SITE_DESCRIPTION}`,
    };
  }
  const title = STATIC_TITLES[pattern];
  return title ? { ...site, title: `${title} – ${SITE}` } : site;
}

/** The head as HTML: title, description, canonical, OpenGraph, Twitter card and JSON-LD, all escaped. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:locale" content="sv_SE" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
