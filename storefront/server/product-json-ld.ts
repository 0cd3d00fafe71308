import type { ProductDto } from '@torget/contract';
import { variantLabel } from '@torget/contract/browser';

const availability = (stock: number) => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`;

/**
 * A product page's JSON-LD: a `Product` with one offer, or, for a product with sizes or colours, a
 * `ProductGroup` whose `hasVariant` lists each variant with its own SKU, GTIN, price, stock and image
 * (schema.org's product variants, as search engines read them).
 */
export function productJsonLd(
  product: Omit<ProductDto, 'reviews'>,
  {
    canonical,
    shop,
    description,
    absolute,
  }: {
    canonical: string;
    shop: string;
    description: string | undefined;
    absolute: (url: string) => string | undefined;
  },
): Record<string, unknown> {
  const images = product.images.map(absolute).filter(Boolean);
  const offer = (price: number, stock: number, url: string) => ({
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: 'SEK',
    availability: availability(stock),
    seller: { '@type': 'Organization', name: shop },
  });
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description,
    image: images.length ? images : undefined,
    category: product.category || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    aggregateRating:
      product.numReviews > 0
        ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.numReviews }
        : undefined,
  };
  if (!product.variants.length)
    return {
      ...common,
      '@type': 'Product',
      sku: product._id,
      offers: offer(product.price, product.countInStock, canonical),
    };
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product._id,
    url: canonical,
    variesBy: product.options.map((option) => option.name),
    hasVariant: product.variants.map((variant) => {
      const url = `${canonical}?variant=${variant._id}`;
      return {
        '@type': 'Product',
        name: `${product.name} (${variantLabel(product.options, variant.options)})`,
        sku: variant.sku || variant._id,
        gtin: variant.gtin || undefined,
        image: absolute(variant.image || product.image),
        ...Object.fromEntries(product.options.map((option) => [option.name, variant.options[option.name]])),
        additionalProperty: product.options.map((option) => ({
          '@type': 'PropertyValue',
          name: option.name,
          value: variant.options[option.name],
        })),
        offers: offer(variant.price, variant.countInStock, url),
      };
    }),
  };
}
