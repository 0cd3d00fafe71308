import { loadPlugin, type NextAction } from '@torget/core/plugin-sdk';
import { createTestApp, runPaymentProviderContract, type TestApp, type TestUser } from '@torget/core/testing';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { loadSwishCredentials } from '../src/swish-certificate';
import { SwishCommerceClient } from '../src/swish-commerce';
import { SwishHandelProvider } from '../src/swish-handel.provider';
import { FakeSwish } from './fake-swish.server';
import { makeSwishCertificates } from './test-certificates';

const certs = makeSwishCertificates();
const swish = new FakeSwish(certs.server, { insecureCallbacks: true });
beforeAll(() => swish.start());
afterAll(() => swish.stop());

const HANDEL = { has_swish: true, swish_number: '1231181189', swish_handel: true };
const env = () => ({
  SWISH_CERT: certs.clientP12,
  SWISH_CERT_PASSPHRASE: certs.passphrase,
  SWISH_CA: certs.caFile,
  SWISH_API_URL: swish.url,
  SWISH_QR_URL: swish.qrUrl,
});
const options = () => ({
  cert: certs.clientP12,
  passphrase: certs.passphrase,
  ca: certs.caFile,
  apiUrl: swish.url,
  qrUrl: swish.qrUrl,
});

function tokenOf(started: NextAction): string {
  if (started.type !== 'app_switch') throw new Error(`expected an app switch, got ${started.type}`);
  return started.token;
}

runPaymentProviderContract(
  'swish (Handel)',
  { confirm: true, webhooks: true, refund: true, check: true },
  async () => {
    const credentials = loadSwishCredentials({ cert: certs.clientPem, ca: certs.caFile });
    const provider = new SwishHandelProvider(new SwishCommerceClient({ apiUrl: swish.url, credentials }), {
      // Nothing listens here: the contract reads payments back instead of receiving callbacks.
      publicUrl: 'http://127.0.0.1:9',
      qrUrl: swish.qrUrl,
    });
    return {
      provider,
      shopSettings: HANDEL,
      secrets: [credentials.key],
      approve: async (started) => {
        await swish.pay(swish.byToken(tokenOf(started))!.id);
        return {};
      },
      genuineWebhook: async (_order, started) => ({
        body: await swish.pay(swish.byToken(tokenOf(started))!.id),
        headers: { 'content-type': 'application/json' },
      }),
    };
  },
);

describe('the Swish certificate at boot', () => {
  const load = (extra: Record<string, string>) => () => loadPlugin(plugin, { ...options(), ...extra });

  it('reads a PKCS#12 file with its passphrase and a PEM with certificate and key', () => {
    expect(() => loadPlugin(plugin, options())).not.toThrow();
    expect(load({ cert: certs.clientPem, passphrase: '' })).not.toThrow();
  });

  it('names the variable and the fault', () => {
    expect(load({ passphrase: 'not the passphrase' })).toThrow(
      'cert: SWISH_CERT: wrong passphrase for the PKCS#12 file',
    );
    expect(load({ cert: certs.expiredPem })).toThrow('cert: SWISH_CERT expired on 2025-06-30');
    expect(load({ cert: certs.certOnlyPem })).toThrow('cert: SWISH_CERT has no private key');
    expect(load({ cert: certs.serverOnlyPem })).toThrow('cert: SWISH_CERT is not a client certificate');
    expect(load({ cert: `${certs.dir}/missing.p12` })).toThrow('cert: SWISH_CERT: cannot read');
    expect(load({ apiUrl: 'not a url' })).toThrow('apiUrl: SWISH_API_URL must be a URL');
  });

  it('makes no request Swish would refuse for an unknown client certificate', async () => {
    const credentials = loadSwishCredentials({ cert: certs.strangerPem, ca: certs.caFile });
    const client = new SwishCommerceClient({ apiUrl: swish.url, credentials });
    await expect(client.getPaymentRequest('0'.repeat(32))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('Swish Handel through the API', () => {
  let app: TestApp;
  let seller: TestUser;
  let manualSeller: TestUser;
  let buyer: TestUser;
  let productId: string;
  let manualProductId: string;

  beforeAll(async () => {
    swish.loseCallbacks = true; // the test delivers Swish's callbacks itself, to the app's port
    app = await createTestApp({ env: env(), startBackground: false });
    seller = await app.createUser({
      seller: { name: 'Kaffe & Kakor 🍰', paymentSettings: { swish_handel: true } },
    });
    manualSeller = await app.createUser({ seller: { name: 'Manuella butiken' } });
    buyer = await app.createUser();
    productId = await product(seller, 249.5);
    manualProductId = await product(manualSeller, 100);
  });
  afterAll(() => app.close());

  async function product(owner: TestUser, price: number): Promise<string> {
    const created = await app.http.post('/api/products', undefined, { token: owner.token });
    await app.http.put(
      `/api/products/${created.body._id}`,
      { name: 'Kanna', price, shipping_price: 39, countInStock: 100 },
      { token: owner.token },
    );
    return created.body._id;
  }

  async function order(product = productId): Promise<{ id: string; reference: string }> {
    const placed = await app.http.post(
      '/api/orders',
      {
        orderItems: [{ product, qty: 1 }],
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
    expect(placed.status).toBe(201);
    const id: string = placed.body._id;
    return { id, reference: `T${id.replace(/-/g, '').slice(0, 8).toUpperCase()}` };
  }

  const start = (id: string, body?: object) =>
    app.http.post(`/api/orders/${id}/payment`, body ?? {}, { token: buyer.token });
  const poll = (id: string) => app.http.put(`/api/orders/${id}/pay`, {}, { token: buyer.token });
  const read = (id: string) => app.http.get(`/api/orders/${id}`, { token: buyer.token });
  /** Swish's callback, delivered as Swish sends it: unsigned JSON to the callback URL under PUBLIC_URL. */
  const deliver = (callbackUrl: string, body: string) => {
    const url = new URL(callbackUrl);
    expect(url.pathname).toBe('/api/hooks/payment/swish');
    return app.http.post(`${url.pathname}${url.search}`, body, {
      headers: { 'content-type': 'application/json' },
    });
  };
  const lastCallback = () => swish.callbacks.at(-1)!;

  it('switches to the Swish app on a phone and turns paid from the callback, once', async () => {
    const { id, reference } = await order();
    const res = await start(id);
    expect(res.status).toBe(200);
    const action = res.body.action;
    expect(action).toMatchObject({ type: 'app_switch', payerField: { label: 'Your Swish phone number' } });
    // The number's rule goes to the browser as the server applies it: what it passes, Swish is sent.
    const { pattern, ignore, message } = action.payerField;
    const passes = (typed: string) =>
      new RegExp(pattern).test(typed.replace(new RegExp(ignore, 'g'), '').trim());
    expect(['070-123 45 67', '+46 70 123 45 67', '0046701234567'].every(passes)).toBe(true);
    expect(['08-123 45 67', '12345', '+0701234567'].some(passes)).toBe(false);
    expect(message).toBe('Please enter a Swedish mobile number connected to Swish, such as 070 123 45 67.');
    const url = new URL(action.url);
    expect(url.protocol).toBe('swish:');
    expect(url.searchParams.get('token')).toBe(action.token);
    expect(url.searchParams.get('callbackurl')).toBe(`${app.config.publicUrl}/order/${id}`);
    // The QR code from Swish's QR API holds the token, for paying from another device.
    const png = Buffer.from(action.qr.replace(/^data:image\/png;base64,/, ''), 'base64');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`D${action.token}`);

    const request = swish.byToken(action.token)!;
    expect(request).toMatchObject({
      payeeAlias: '1231181189',
      payeePaymentReference: reference,
      amount: '288.50',
      currency: 'SEK',
      payerAlias: null,
      // "&" and the emoji are not in Swish's character set: left out, not refused.
      message: `${reference} Kaffe Kakor`,
    });
    expect(request.id).toMatch(/^[0-9A-F]{32}$/);
    expect((await poll(id)).body).toMatchObject({ code: 'PAYMENT_PENDING' });

    const body = await swish.pay(request.id);
    const callback = await deliver(lastCallback().url, body);
    expect(callback.body).toEqual({ received: true, duplicate: false });
    const paid = await read(id);
    expect(paid.body).toMatchObject({ isPaid: true, shopMarksPaid: false });
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ payment_result: Record<string, unknown> }[]>(
        'select payment_result from orders where id = ?',
        [id],
      );
    // Swish's payment reference is the payment's id, kept for support and refunds.
    expect(row!.payment_result).toMatchObject({
      provider: 'swish',
      id: request.paymentReference,
      amount: 288.5,
    });
    // Swish sends callbacks again until answered: a repeat changes nothing.
    expect((await deliver(lastCallback().url, body)).body).toEqual({ received: true, duplicate: true });
    // A Handel order is paid by Swish: the shop has no Paid box for it.
    const unpaid = await order();
    expect((await read(unpaid.id)).body.shopMarksPaid).toBe(false);
    const mark = await app.http.put(
      `/api/orders/${unpaid.id}/update`,
      { is_paid: true, paid_date: '2026-11-25' },
      { token: seller.token },
    );
    expect(mark.body.code).toBe('PAID_BY_PROVIDER');
  });

  it('reads every callback back from Swish: a forged, altered or foreign one pays nothing', async () => {
    const { id } = await order();
    const started = await start(id);
    const request = swish.byToken(started.body.action.token)!;
    const forgedPaid = JSON.stringify({ ...request, status: 'PAID', paymentReference: 'F'.repeat(32) });
    expect((await deliver(request.callbackUrl, forgedPaid)).status).toBe(200);
    expect((await read(id)).body.isPaid).toBe(false);
    const unknown = JSON.stringify({ ...request, id: 'A'.repeat(32), status: 'PAID' });
    expect((await deliver(request.callbackUrl, unknown)).body.code).toBe('WEBHOOK_NOT_VERIFIED');
    expect((await deliver(request.callbackUrl, 'not json')).body.code).toBe('WEBHOOK_NOT_VERIFIED');

    // Another shop's order: a genuine paid request pointed at it pays only its own order.
    const other = await order(manualProductId);
    const mine = await order();
    const mineStarted = await start(mine.id);
    const body = await swish.pay(swish.byToken(mineStarted.body.action.token)!.id);
    const pointed = body.replaceAll(mine.id, other.id).replace('1231181189', '1239876543');
    await deliver(request.callbackUrl.replace(id, other.id), pointed);
    expect((await read(other.id)).body.isPaid).toBe(false);
    expect((await read(mine.id)).body.isPaid).toBe(true);
  });

  it('never pays an order whose amount at Swish differs', async () => {
    const { id } = await order();
    const started = await start(id);
    const request = swish.byToken(started.body.action.token)!;
    request.amount = '1.00';
    const body = await swish.pay(request.id);
    expect((await deliver(request.callbackUrl, body)).status).toBe(200);
    expect((await read(id)).body.isPaid).toBe(false);
    expect((await poll(id)).body.code).toBe('PAYMENT_MISMATCH');
  });

  it('pays an order whose callback was lost: while the page waits, and in the background', async () => {
    const waiting = await order();
    const request = swish.byToken((await start(waiting.id)).body.action.token)!;
    await swish.pay(request.id);
    expect((await poll(waiting.id)).body).toMatchObject({ isPaid: true });

    const closed = await order();
    const other = swish.byToken((await start(closed.id)).body.action.token)!;
    await swish.pay(other.id);
    // Nobody delivers the callback and the buyer closed the page: the background check pays it.
    await app.container.cradle.paymentChecks.drain();
    expect((await read(closed.id)).body.isPaid).toBe(true);
  });

  it('sends a request again when Swish closes the kept-alive connection just as it goes out', async () => {
    await start((await order()).id); // leaves a kept-alive connection to Swish
    const { id, reference } = await order();
    swish.hangUpNextReused = true;
    const hungUp = swish.hungUp;
    const res = await start(id, { payer: '073-555 12 34' });
    expect(swish.hungUp).toBe(hungUp + 1);
    expect(res.status).toBe(200);
    expect(res.body.action.type).toBe('await_approval');
    expect(swish.latestFor(reference)!.payerAlias).toBe('46735551234');
  });

  it("on a computer sends the request to the buyer's number and turns paid when she approves", async () => {
    const { id, reference } = await order();
    const res = await start(id, { payer: '070-123 45 67' });
    expect(res.body.action).toEqual({
      type: 'await_approval',
      message: 'Open the Swish app and approve the payment…',
    });
    const request = swish.latestFor(reference)!;
    expect(request.payerAlias).toBe('46701234567');
    // A reload while she approves shows the same wait, with no second request.
    expect((await start(id)).body.action.type).toBe('await_approval');
    expect(swish.latestFor(reference)!.id).toBe(request.id);
    await swish.pay(request.id);
    expect((await poll(id)).body.isPaid).toBe(true);
  });

  it("refuses a malformed number before Swish is asked, and says Swish's refusals in words", async () => {
    const { id } = await order();
    const before = swish.calls.filter((call) => call.startsWith('PUT')).length;
    const bad = await start(id, { payer: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'PAYMENT_BAD_INPUT',
      message: expect.stringContaining('Swedish mobile number'),
    });
    expect(swish.calls.filter((call) => call.startsWith('PUT')).length).toBe(before);
    const unenrolled = await start(id, { payer: '0700000000' });
    expect(unenrolled.body).toMatchObject({
      code: 'PAYMENT_BAD_INPUT',
      message: 'That number is not connected to Swish. Check the number or use another.',
    });
  });

  it('refuses through the API an order total beyond what Swish takes, before Swish is asked', async () => {
    // Our limits let a total pass Swish's 999 999 999 999,99 kr: prices and shipping up to 10 000 000 kr
    // each, up to 10 000 of a line, up to 100 lines. Five such lines come to 1 000 000 000 000 kr.
    const bigShop = await app.createUser({
      seller: { plan: 2, name: 'Fastigheter', paymentSettings: { swish_handel: true } },
    });
    const lines = [];
    for (let n = 0; n < 5; n += 1) {
      const created = await app.http.post('/api/products', undefined, { token: bigShop.token });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const saved = await app.http.put(
        `/api/products/${created.body._id}`,
        { name: `Fastighet ${n}`, price: 10_000_000, shipping_price: 10_000_000, countInStock: 10_000 },
        { token: bigShop.token },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      lines.push({ product: created.body._id as string, qty: 10_000 });
    }
    const placed = await app.http.post(
      '/api/orders',
      {
        orderItems: lines,
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
    expect(placed.status).toBe(201);
    expect(placed.body.totalPrice).toBe(1_000_000_000_000);
    const requests = () => swish.calls.filter((call) => call.startsWith('PUT')).length;
    const before = requests();
    const res = await start(placed.body._id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_BAD_INPUT',
      message: 'The amount is more than Swish can take in one payment.',
    });
    expect(requests()).toBe(before);
    expect((await read(placed.body._id)).body.isPaid).toBe(false);
  });

  it('refuses an amount Swish cannot take before Swish is asked', async () => {
    const provider = app.container.cradle.paymentProviders.forMethod('Swish')!;
    const calls = swish.calls.length;
    const at = (totalOre: number) =>
      provider.startPayment({
        id: '00000000-0000-4000-8000-0000000000aa',
        reference: 'T00000000',
        returnUrl: 'https://torget.test/order/x',
        totalOre,
        currency: 'SEK',
        shop: { id: seller.id, name: 'K', settings: HANDEL },
      });
    await expect(at(50)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'Swish takes payments of at least 1 kr.',
    });
    await expect(at(100_000_000_000_000)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'The amount is more than Swish can take in one payment.',
    });
    expect(swish.calls.length).toBe(calls);
  });

  it("speaks Swedish to a Swedish buyer: the field, its rule and Swish's answers", async () => {
    const { id } = await order();
    const sv = { token: buyer.token, headers: { 'accept-language': 'sv' } };
    const started = await app.http.post(`/api/orders/${id}/payment`, {}, sv);
    expect(started.body.action.payerField).toMatchObject({
      label: 'Ditt Swishnummer (mobilnummer)',
      message: 'Ange ett svenskt mobilnummer som är kopplat till Swish, till exempel 070 123 45 67.',
    });
    const unenrolled = await app.http.post(`/api/orders/${id}/payment`, { payer: '0700000000' }, sv);
    expect(unenrolled.body.message).toBe(
      'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.',
    );
    const waiting = await app.http.post(`/api/orders/${id}/payment`, { payer: '0701234567' }, sv);
    expect(waiting.body.action).toEqual({
      type: 'await_approval',
      message: 'Öppna Swish-appen och godkänn betalningen…',
    });
  });

  it('answers bad input with a clear 400 before Swish is asked: a total under 1 kr, a number too long', async () => {
    const cheap = await product(seller, 0.5);
    await app.http.put(
      `/api/products/${cheap}`,
      { name: 'Klistermärke', price: 0.5, shipping_price: 0, countInStock: 10 },
      { token: seller.token },
    );
    const { id } = await order(cheap);
    // No payment request is made (reading back whether one exists is not one).
    const requests = () => swish.calls.filter((call) => call.startsWith('PUT')).length;
    const before = requests();
    const tooSmall = await start(id);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({
      code: 'PAYMENT_BAD_INPUT',
      message: expect.stringContaining('1 kr'),
    });
    const tooLong = await start(id, { payer: '0'.repeat(31) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The number is too long.');
    expect(requests()).toBe(before);
  });

  it('says why a payment ended unpaid and pays on a second try', async () => {
    const { id, reference } = await order();
    const first = swish.byToken((await start(id)).body.action.token)!;
    await swish.decline(first.id);
    const declined = await poll(id);
    expect(declined.body).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'The Swish payment was not completed. Please try again.',
    });
    const again = await start(id);
    const second = swish.byToken(again.body.action.token)!;
    expect(second.id).not.toBe(first.id);
    expect(swish.latestFor(reference)!.id).toBe(second.id);
    await swish.pay(second.id);
    expect((await poll(id)).body.isPaid).toBe(true);
  });

  it("refunds part of a payment from the shop's number and lists it when Swish says PAID", async () => {
    const { id } = await order();
    const request = swish.byToken((await start(id)).body.action.token)!;
    await deliver(request.callbackUrl, await swish.pay(request.id));
    const refunded = await app.http.post(
      `/api/orders/${id}/refund`,
      { amount: 100 },
      {
        token: seller.token,
        headers: { 'idempotency-key': 'swish-refund-1' },
      },
    );
    expect(refunded.status).toBe(200);
    const refund = [...swish.refunds.values()].find(
      (r) => r.originalPaymentReference === request.paymentReference,
    )!;
    expect(refund).toMatchObject({ payerAlias: '1231181189', amount: '100.00' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refund.status).toBe('PAID');
    await deliver(refund.callbackUrl, JSON.stringify(refund));
    const after = await read(id);
    expect(after.body.refunds).toEqual([expect.objectContaining({ amount: 100, status: 'completed' })]);
    expect(after.body.refundable).toBe(188.5);
  });

  it('cancels the open request at Swish when an unpaid order is deleted', async () => {
    const { id } = await order();
    const request = swish.byToken((await start(id)).body.action.token)!;
    expect((await app.http.delete(`/api/orders/${id}`, { token: buyer.token })).status).toBe(200);
    expect(request.status).toBe('CANCELLED');
  });

  it('keeps manual Swish for shops without Swish Handel', async () => {
    const { id } = await order(manualProductId);
    const res = await start(id);
    expect(res.body.action).toMatchObject({ type: 'qr', markedPaidBy: 'shop' });
    expect((await read(id)).body.shopMarksPaid).toBe(true);
    const settings = await app.http.get('/api/users/profile/payment-settings', { token: manualSeller.token });
    const swishFields = settings.body.methods.find((m: { id: string }) => m.id === 'Swish').fields;
    expect(swishFields.map((f: { name: string }) => f.name)).toEqual([
      'has_swish',
      'swish_number',
      'swish_handel',
    ]);
  });
});
