import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../server/product-json-ld';
import { makeProduct } from '../../testing/fixtures';

const at = (url: string) => (url ? `https://torget.se${url}` : undefined);
const context = {
  canonical: 'https://torget.se/product/p1',
  shop: 'Ullboden',
  description: 'Varm',
  absolute: at,
};

describe("the crawler HTML's JSON-LD", () => {
  it('is a Product with one offer for a product without sizes or colours', () => {
    const ld = productJsonLd(makeProduct({ price: 99, countInStock: 0 }), context);
    expect(ld).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '99.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('is a ProductGroup whose hasVariant lists each variant with its SKU, GTIN, price, stock and photo', () => {
    const product = makeProduct({
      name: 'Ullvante',
      images: ['/uploads/gra.webp', '/uploads/rod.webp'],
      options: [{ name: 'Färg', values: ['Grå', 'Röd'] }],
      variants: [
        {
          _id: 'v1',
          options: { Färg: 'Grå' },
          sku: 'V-G',
          gtin: '7350053850019',
          price: 149,
          countInStock: 2,
          image: '',
        },
        {
          _id: 'v2',
          options: { Färg: 'Röd' },
          sku: 'V-R',
          gtin: '',
          price: 169,
          countInStock: 0,
          image: '/uploads/rod.webp',
        },
      ],
    });
    const ld = productJsonLd(product, context);
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      variesBy: ['Färg'],
      image: ['https://torget.se/uploads/gra.webp', 'https://torget.se/uploads/rod.webp'],
      hasVariant: [
        {
          name: 'Ullvante (Färg Grå)',
          sku: 'V-G',
          gtin: '7350053850019',
          offers: {
            price: '149.00',
            availability: 'https://schema.org/InStock',
            url: `${context.canonical}?variant=v1`,
          },
        },
        {
          sku: 'V-R',
          image: 'https://torget.se/uploads/rod.webp',
          offers: { price: '169.00', availability: 'https://schema.org/OutOfStock' },
        },
      ],
    });
  });
});
