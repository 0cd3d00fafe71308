import { screen } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeShop, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { addToCart } from '../../lib/cart-store';
import { headHtml, type PageHead } from '../../../server/page-head';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// An upload with copies, as core names it (contract image-widths): 320, 640 and the 900 px image itself.
const SIZED = '/uploads/0123456789abcdef01234567.w320-640-900.webp';
const SRCSET =
  '/uploads/0123456789abcdef01234567.w320-640-900-w320.webp 320w, ' +
  '/uploads/0123456789abcdef01234567.w320-640-900-w640.webp 640w, ' +
  '/uploads/0123456789abcdef01234567.w320-640-900.webp 900w';
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

describe('images sized for the screen', () => {
  it('a card has a srcset when its image has copies and not otherwise; below the first row it loads lazily', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/users/top-sellers': () => [],
      'GET /api/products': () => ({
        products: [
          makeProduct({ _id: id(1), name: 'Kanna', image: SIZED, images: [SIZED] }),
          makeProduct({ _id: id(2), name: 'Skål' }),
          ...[3, 4, 5].map((n) => makeProduct({ _id: id(n), name: `Fat ${n}` })),
          makeProduct({ _id: id(6), name: 'Tekopp', image: SIZED, images: [SIZED] }),
        ],
        page: 1,
        pages: 1,
      }),
    });
    renderApp('/');
    const image = async (name: string) =>
      (await screen.findByRole('link', { name }, { timeout: 15_000 }))
        .closest('article')!
        .querySelector('img')!;

    const sized = await image('Kanna');
    expect(sized.getAttribute('src')).toBe(SIZED);
    expect(sized.getAttribute('srcset')).toBe(SRCSET);
    expect(sized.getAttribute('sizes')).toBe('(min-width: 760px) 300px, 50vw');
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['300', '300']);
    expect(sized.getAttribute('loading')).toBe('eager');

    const plain = await image('Skål');
    expect(plain.getAttribute('src')).toBe('/uploads/mug.webp');
    expect(plain.hasAttribute('srcset')).toBe(false);
    expect(plain.hasAttribute('sizes')).toBe(false);
    expect(plain.getAttribute('width')).toBe('300');

    const later = await image('Tekopp');
    expect(later.getAttribute('srcset')).toBe(SRCSET);
    expect(later.getAttribute('loading')).toBe('lazy');
  }, 30_000);

  it("the product page's photo and thumbnails have a srcset only for the photos with copies", async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
      [`GET /api/products/${PRODUCT_ID}`]: () => ({
        ...makeProduct({ image: SIZED, images: [SIZED, '/uploads/mug.webp'] }),
        reviews: [],
      }),
    });
    renderApp(`/product/${PRODUCT_ID}`);
    const main = await screen.findByRole('img', { name: /Photo 1 of 2/i }, { timeout: 15_000 });
    expect(main.getAttribute('srcset')).toBe(SRCSET);
    expect(main.getAttribute('sizes')).toContain('100vw');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['600', '600']);

    const thumbs = screen
      .getAllByRole('button', { name: /Show photo/i })
      .map((button) => button.querySelector('img')!);
    expect(thumbs[0]!.getAttribute('srcset')).toBe(SRCSET);
    expect(thumbs[0]!.getAttribute('sizes')).toBe('64px');
    expect(thumbs[0]!.getAttribute('loading')).toBe('lazy');
    expect(thumbs[1]!.hasAttribute('srcset')).toBe(false);
  }, 30_000);

  it("the product page's first HTML preloads the photo with the gallery's srcset, or the photo alone", () => {
    const head = (preloadImage: string): PageHead => ({
      status: 200,
      title: 'Kanna',
      description: 'En kanna',
      canonical: 'https://torget.example/product/1',
      type: 'product',
      preloadImage,
    });
    expect(headHtml(head(SIZED), 'sv')).toContain(
      `<link rel="preload" as="image" href="${SIZED}" imagesrcset="${SRCSET}" imagesizes="(min-width: 1280px) 512px, (min-width: 760px) 40vw, 100vw" fetchpriority="high" />`,
    );
    expect(headHtml(head('/uploads/mug.webp'), 'sv')).toContain(
      '<link rel="preload" as="image" href="/uploads/mug.webp" fetchpriority="high" />',
    );
  });

  it("a cart line's small picture has a srcset when its image has copies", async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      [`GET /api/products/${PRODUCT_ID}`]: () => ({
        ...makeProduct({ image: SIZED, images: [SIZED] }),
        reviews: [],
      }),
    });
    addToCart({
      product: PRODUCT_ID,
      name: 'Mugg i stengods',
      image: SIZED,
      price: 1299,
      countInStock: 3,
      qty: 1,
      shipping_price: 49,
      shipping_info: '',
      seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
    });
    renderApp('/cart');
    const link = await screen.findByRole('link', { name: 'Mugg i stengods' }, { timeout: 15_000 });
    const picture = link.closest('li')!.querySelector('img')!;
    expect(picture.getAttribute('srcset')).toBe(SRCSET);
    expect(picture.getAttribute('sizes')).toBe('64px');
  }, 30_000);
});
