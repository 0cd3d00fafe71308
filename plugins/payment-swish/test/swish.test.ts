import { loadPlugin } from '@torget/core/plugin-sdk';
import { createTestApp, runPaymentProviderContract, type TestApp } from '@torget/core/testing';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { SwishManualProvider } from '../src/swish.provider';
import { swishQrPayload } from '../src/swish-qr';

runPaymentProviderContract('swish (manual)', { confirm: false, webhooks: false }, async () => ({
  provider: new SwishManualProvider(),
  shopSettings: { has_swish: true, swish_number: '1231181189' },
}));

describe('Swish plugin options', () => {
  it('names the mode it cannot run in', () => {
    expect(() => loadPlugin(plugin, { mode: 'auto' })).toThrow('mode: SWISH_MODE must be manual or off');
  });
});

describe('Swish QR content', () => {
  it('uses the prefilled C2B format with a decimal comma, an encoded message and everything locked', () => {
    expect(swishQrPayload({ payee: '1231181189', amountOre: 259_700, message: 'T3F9A01B2' })).toBe(
      'C1231181189;2597,00;T3F9A01B2;0',
    );
    expect(swishQrPayload({ payee: '123-118 11 89', amountOre: 5, message: 'Order 1/2' })).toBe(
      'C1231181189;0,05;Order%201%2F2;0',
    );
  });
});

describe('paying a Swish order', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ plugins: [loadPlugin(plugin, { mode: 'manual' })] });
  });
  afterAll(() => app.close());

  it("gives the buyer the shop's number, the exact amount, the reference and a scannable QR code", async () => {
    const seller = await app.createUser({ seller: { hasSwish: true } });
    const created = await app.http.post('/api/products', undefined, { token: seller.token });
    await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Kanna', price: 249.5, shipping_price: 39, countInStock: 3 },
      { token: seller.token },
    );
    const buyer = await app.createUser();
    const order = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product: created.body._id, qty: 2 }],
        shippingAddress: {
          fullName: 'K',
          address: 'Gatan 1',
          city: 'Lund',
          postalCode: '222 22',
          country: 'Sverige',
        },
        paymentMethod: 'Swish',
      },
      { token: buyer.token },
    );
    const res = await app.http.post(`/api/orders/${order.body._id}/payment`, undefined, {
      token: buyer.token,
    });
    expect(res.status).toBe(200);
    const reference = `T${order.body._id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(res.body).toMatchObject({
      method: 'Swish',
      provider: 'swish',
      amount: 577,
      action: {
        type: 'qr',
        markedPaidBy: 'shop',
        // The storefront puts the details above the code on a phone and below it on wider screens.
        instructions: expect.not.stringMatching(/\b(above|below)\b/),
        details: [
          { label: 'Swish number', value: '1231181189', copyable: true },
          { label: 'Amount', value: '577,00\u00a0kr', copyable: true },
          { label: 'Message', value: reference, copyable: true },
        ],
      },
    });
    const png = Buffer.from(res.body.action.qr.replace(/^data:image\/png;base64,/, ''), 'base64');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`C1231181189;577,00;${reference};0`);

    // Only the shop marks a Swish order paid: the buyer's "I paid" changes nothing.
    const claim = await app.http.put(
      `/api/orders/${order.body._id}/pay`,
      { status: 'PAID' },
      { token: buyer.token },
    );
    expect(claim.status).toBe(400);
    expect(claim.body.message).toBe('Swish payments are marked paid by the shop.');
    const other = await app.createUser();
    expect(
      (await app.http.post(`/api/orders/${order.body._id}/payment`, undefined, { token: other.token }))
        .status,
    ).toBe(404);
  });
});
