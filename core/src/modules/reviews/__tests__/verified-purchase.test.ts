import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const review = (productId: string, as: TestUser) =>
  app.http.post(`/api/products/${productId}/reviews`, { rating: 4, comment: 'Bra' }, { token: as.token });

const reviewsOf = async (productId: string) =>
  (await app.http.get(`/api/products/${productId}`)).body.reviews as { name: string; verified: boolean }[];

describe('a verified purchase', () => {
  it('marks the review of a buyer with a paid order of the product, and no other', async () => {
    const shop = await createShop(app, [
      { name: 'Kopp', price: 100, countInStock: 10 },
      { name: 'Fat', price: 50, countInStock: 10 },
    ]);
    const [kopp, fat] = shop.products;
    const paying = await app.createUser({ name: 'Betalande' });
    const unpaid = await app.createUser({ name: 'Obetald' });
    const otherProduct = await app.createUser({ name: 'Annan vara' });
    const stranger = await app.createUser({ name: 'Främling' });

    const paid = await app.http.post('/api/orders', orderBody([{ product: kopp!._id, qty: 1 }]), {
      token: paying.token,
    });
    await app.http.put(
      `/api/orders/${paid.body._id}/update`,
      { is_paid: true, paid_date: '2026-11-20' },
      { token: shop.seller.token },
    );
    await app.http.post('/api/orders', orderBody([{ product: kopp!._id, qty: 1 }]), { token: unpaid.token });
    const fatOrder = await app.http.post('/api/orders', orderBody([{ product: fat!._id, qty: 1 }]), {
      token: otherProduct.token,
    });
    await app.http.put(
      `/api/orders/${fatOrder.body._id}/update`,
      { is_paid: true, paid_date: '2026-11-20' },
      { token: shop.seller.token },
    );

    const written = await review(kopp!._id, paying);
    expect(written.status).toBe(201);
    expect(written.body.verified).toBe(true);
    for (const user of [unpaid, otherProduct, stranger])
      expect((await review(kopp!._id, user)).body.verified).toBe(false);

    const shown = Object.fromEntries((await reviewsOf(kopp!._id)).map((r) => [r.name, r.verified]));
    expect(shown).toEqual({ Betalande: true, Obetald: false, 'Annan vara': false, Främling: false });
  });

  it('is marked when the order is paid after the review was written', async () => {
    const shop = await createShop(app, [{ name: 'Skål', price: 80, countInStock: 10 }]);
    const product = shop.products[0]!._id;
    const buyer = await app.createUser({ name: 'Tidig' });
    const order = await app.http.post('/api/orders', orderBody([{ product, qty: 1 }]), {
      token: buyer.token,
    });
    expect((await review(product, buyer)).body.verified).toBe(false);
    expect((await reviewsOf(product))[0]!.verified).toBe(false);

    await app.http.put(
      `/api/orders/${order.body._id}/update`,
      { is_paid: true, paid_date: '2026-11-24' },
      { token: shop.seller.token },
    );
    // Verified with the payment; the product page shows it from the catalogue's next change.
    await app.container.cradle.catalogueVersion.bump();
    expect((await reviewsOf(product))[0]!.verified).toBe(true);
  });
});
