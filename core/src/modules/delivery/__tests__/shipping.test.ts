import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, defaultPlugins, type TestApp, type TestUser } from '../../../testing';
import { mailFor } from '../../mail/__tests__/outbox';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { orderReference } from '../../orders/order-reference';

/**
 * "Markera som skickad" with a carrier and a tracking number (issue 38), through HTTP. The carrier is the
 * PostNord plugin npm start turns on by default (its demo without a key), as a seller meets it.
 */
let app: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  app = await createTestApp({
    env: { PUBLIC_URL: 'https://torget.example' },
    plugins: await defaultPlugins({}),
  });
  shop = await createShop(app, [{ name: 'Vas', price: 250, shipping_price: 39, countInStock: 50 }]);
});
afterAll(() => app.close());

const sv = { 'accept-language': 'sv' };

async function placedBy(language: 'sv' | 'en'): Promise<{ buyer: TestUser; id: string }> {
  const buyer = await app.createUser();
  await app.http.put('/api/users/profile/language', { language }, { token: buyer.token });
  const res = await app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 1 }]), {
    token: buyer.token,
  });
  expect(res.status).toBe(201);
  return { buyer, id: res.body._id };
}

const update = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.http.put(`/api/orders/${id}/update`, body, { token: shop.seller.token, headers });

describe('shipping with a tracking number', () => {
  it('records the carrier and the number in its normal form, answers the tracking link and mails the buyer in her language', async () => {
    const { buyer, id } = await placedBy('sv');
    const res = await update(id, {
      is_shipped: true,
      shipped_date: '2026-11-27',
      carrier: 'postnord',
      tracking_number: 'rr 1234 5678 5 se',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isShipped: true });
    expect(res.body.delivery).toMatchObject({
      kind: 'standard',
      carrier: 'postnord',
      carrierName: { sv: 'PostNord', en: 'PostNord' },
      trackingNumber: 'RR123456785SE',
      trackingUrl: 'https://tracking.postnord.com/se/?id=RR123456785SE',
    });
    expect(res.body.delivery.shippedAt).toBe(res.body.shippedAt);
    // The buyer reads it on her order page.
    const mine = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
    expect(mine.body.delivery.trackingUrl).toBe('https://tracking.postnord.com/se/?id=RR123456785SE');

    const mails = await mailFor(app, buyer.email, 2);
    const shipped = mails.find((mail) => mail.subject.includes('på väg'))!;
    expect(shipped.subject).toBe(`Beställning ${orderReference(id)} är på väg`);
    expect(shipped.text_body).toContain('Butiken har skickat din beställning.');
    expect(shipped.text_body).toContain('Kollinummer (PostNord): RR123456785SE');
    expect(shipped.text_body).toContain('Spåra paketet: https://tracking.postnord.com/se/?id=RR123456785SE');
    expect(shipped.html_body).toContain('href="https://tracking.postnord.com/se/?id=RR123456785SE"');
  });

  it('writes the shipped mail in English to an English buyer', async () => {
    const { buyer, id } = await placedBy('en');
    await update(id, {
      is_shipped: true,
      shipped_date: '2026-11-27',
      carrier: 'postnord',
      tracking_number: '106141411234567897',
    });
    const mails = await mailFor(app, buyer.email, 2);
    const shipped = mails.find((mail) => mail.subject.includes('on its way'))!;
    expect(shipped.text_body).toContain('Tracking number (PostNord): 106141411234567897');
    expect(shipped.text_body).toContain(
      'Track the parcel: https://tracking.postnord.com/se/?id=106141411234567897',
    );
  });

  it("refuses a number the carrier would not issue, naming the field in the seller's language, and ships nothing", async () => {
    const { id } = await placedBy('sv');
    const typo = await update(
      id,
      { is_shipped: true, shipped_date: '2026-11-27', carrier: 'postnord', tracking_number: 'RR123456784SE' },
      sv,
    );
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({
      field: 'tracking_number',
      message: 'Kollinumret har ett skrivfel: kontrollsiffran stämmer inte (titta på etiketten).',
    });
    const wrong = await update(id, {
      is_shipped: true,
      shipped_date: '2026-11-27',
      carrier: 'postnord',
      tracking_number: 'abc',
    });
    expect(wrong.body).toMatchObject({ field: 'tracking_number' });
    const noCarrier = await update(id, {
      is_shipped: true,
      shipped_date: '2026-11-27',
      tracking_number: 'RR123456785SE',
    });
    expect(noCarrier.body).toMatchObject({
      field: 'carrier',
      message: 'Please choose the carrier of the tracking number.',
    });
    const unknown = await update(id, {
      is_shipped: true,
      shipped_date: '2026-11-27',
      carrier: 'budbee',
      tracking_number: 'X',
    });
    expect(unknown.body).toMatchObject({ field: 'carrier', message: 'No carrier budbee is installed.' });
    const notYet = await update(id, { carrier: 'postnord', tracking_number: 'RR123456785SE' });
    expect(notYet.body).toMatchObject({ field: 'tracking_number' });
    const order = await app.http.get(`/api/orders/${id}`, { token: shop.seller.token });
    expect(order.body).toMatchObject({ isShipped: false, delivery: { trackingNumber: null } });
  });

  it('lets only the shop give the tracking number', async () => {
    const { buyer, id } = await placedBy('sv');
    const res = await app.http.put(
      `/api/orders/${id}/update`,
      { is_shipped: true, shipped_date: '2026-11-27', carrier: 'postnord', tracking_number: 'RR123456785SE' },
      { token: buyer.token },
    );
    expect(res.status).toBe(403);
  });
});
