import { loadPlugin } from '@torget/core/plugin-sdk';
import {
  createTestApp,
  defaultPlugins,
  runCarrierContract,
  type TestApp,
  type TestUser,
} from '@torget/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { PostNordCarrier } from '../src/postnord.carrier';
import { PostNordClient } from '../src/postnord.client';
import { PostNordFake } from '../src/postnord-fake.server';

const fake = new PostNordFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

// 1. The shared contract: what core relies on from every carrier, against the fake of PostNord's API.
runCarrierContract('postnord', async () => ({
  carrier: new PostNordCarrier(new PostNordClient({ apiUrl: fake.url, apiKey: fake.apiKey })),
  postalCode: '41138',
  validTrackingNumbers: ['RR123456785SE', 'rr 1234 5678 5 se', '106141411234567897', '00106141411234567897'],
  invalidTrackingNumbers: ['RR123456784SE', 'RR12345678SE', '106141411234567891', '12345', 'hej'],
  stall: () => fake.stall(),
}));

// 2. The plugin inside the real app: a shop's options, the buyer's points, a slow carrier — over HTTP.
describe('delivery options with PostNord service points', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    app = await createTestApp({
      plugins: [
        ...(await defaultPlugins({ POSTNORD_MODE: 'off' })),
        loadPlugin(plugin, { apiKey: fake.apiKey, apiUrl: fake.url }),
      ],
    });
    seller = await app.createUser({ seller: { plan: 2, name: 'Paketbutiken' } });
    buyer = await app.createUser({ name: 'Karin' });
  });
  afterAll(() => app.close());

  const ombud = {
    name: { sv: 'Hämta hos ombud', en: 'Collect at a service point' },
    kind: 'service_point',
    carrier: 'postnord',
    price: 49,
    pricing: 'per_order',
    freeOver: 500,
    estimate: { sv: '1–3 vardagar', en: '1–3 working days' },
  };

  it('lets a seller set up, order, change and remove her options; others cannot touch them', async () => {
    const token = seller.token;
    const first = await app.http.post('/api/shops/me/delivery-options', ombud, { token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...ombud, carrierName: 'PostNord', position: 0, available: true });
    const home = await app.http.post(
      '/api/shops/me/delivery-options',
      { name: { sv: 'Hemleverans', en: 'Home delivery' }, kind: 'home', price: '19,50', pricing: 'per_item' },
      { token },
    );
    expect(home.body).toMatchObject({ price: 19.5, pricing: 'per_item', freeOver: null, position: 1 });
    const moved = await app.http.put(
      `/api/shops/me/delivery-options/${home.body._id}`,
      { ...home.body, position: -1 + 0, price: 29 },
      { token },
    );
    expect(moved.status).toBe(200);
    const list = await app.http.get('/api/shops/me/delivery-options', { token });
    expect(list.body.options.map((option: { name: { sv: string } }) => option.name.sv)).toEqual([
      'Hemleverans',
      'Hämta hos ombud',
    ]);
    const publicList = await app.http.get(`/api/shops/${seller.id}/delivery-options`);
    expect(publicList.body.options).toHaveLength(2);

    const other = await app.createUser({ seller: true });
    const taken = await app.http.put(`/api/shops/me/delivery-options/${home.body._id}`, home.body, {
      token: other.token,
    });
    expect(taken.status).toBe(404);
    const removed = await app.http.delete(`/api/shops/me/delivery-options/${home.body._id}`, {
      token: other.token,
    });
    expect(removed.status).toBe(404);
    const gone = await app.http.delete(`/api/shops/me/delivery-options/${home.body._id}`, { token });
    expect(gone.body.options).toHaveLength(1);
  });

  it('refuses bad options with a 400 naming the field, in the reader’s language', async () => {
    const token = seller.token;
    const sv = { token, headers: { 'accept-language': 'sv' } };
    const noCarrier = await app.http.post('/api/shops/me/delivery-options', { ...ombud, carrier: null }, sv);
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body).toMatchObject({
      field: 'carrier',
      message: 'Välj fraktbolag för leverans till ombud.',
    });
    const unknown = await app.http.post(
      '/api/shops/me/delivery-options',
      { ...ombud, carrier: 'dhl' },
      { token },
    );
    expect(unknown.body).toMatchObject({ field: 'carrier', message: 'No carrier dhl is installed.' });
    const kind = await app.http.post(
      '/api/shops/me/delivery-options',
      { ...ombud, kind: 'drone' },
      { token },
    );
    expect(kind.body).toMatchObject({
      field: 'kind',
      message: 'Kind must be service_point, home, pickup or letter.',
    });
    const name = await app.http.post(
      '/api/shops/me/delivery-options',
      { ...ombud, name: { sv: '', en: 'x' } },
      sv,
    );
    expect(name.body).toMatchObject({ field: 'name.sv', message: 'Skriv texten på svenska.' });
    const price = await app.http.post('/api/shops/me/delivery-options', { ...ombud, price: -1 }, { token });
    expect(price.body).toMatchObject({ field: 'price', message: 'Price cannot be negative' });
    const setting = await app.http.post(
      '/api/shops/me/delivery-options',
      { ...ombud, settings: { postnord_lockers_only: 'yes' } },
      { token },
    );
    expect(setting.body).toMatchObject({ field: 'settings.postnord_lockers_only' });
    const buyerTries = await app.http.post('/api/shops/me/delivery-options', ombud, { token: buyer.token });
    expect(buyerTries.status).toBe(403);
  });

  it("lists PostNord's 5 nearest points to the buyer's postal code, nearest first, from the API", async () => {
    const option = await app.http.post('/api/shops/me/delivery-options', ombud, { token: seller.token });
    fake.requests.length = 0;
    const res = await app.http.get(
      `/api/delivery-options/${option.body._id}/service-points?postalCode=411%2038`,
      { token: buyer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.demo).toBe(false);
    expect(res.body.points).toHaveLength(5);
    expect(res.body.points[0]).toEqual({
      id: '4113801',
      name: 'Demoombud Livs Centrum',
      address: 'Storgatan 3, 411 38 Göteborg',
      distance: 350,
      openingHours: expect.arrayContaining([{ day: 1, opens: '08:00', closes: '21:00' }]),
    });
    const distances = res.body.points.map((point: { distance: number }) => point.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(fake.requests).toEqual([
      expect.objectContaining({
        apikey: fake.apiKey,
        returnType: 'json',
        countryCode: 'SE',
        postalCode: '41138',
        numberOfServicePoints: '5',
      }),
    ]);
    // The demo's made-up points lie in the buyer's town (222 is Lund; 840 gets its region's city).
    const towns = await Promise.all(
      ['222 22', '621 41', '840 30'].map(async (code) => {
        const near = await app.http.get(
          `/api/delivery-options/${option.body._id}/service-points?postalCode=${encodeURIComponent(code)}`,
          { token: buyer.token },
        );
        return (near.body.points[0] as { address: string }).address;
      }),
    );
    expect(towns).toEqual([
      'Storgatan 3, 222 22 Lund',
      'Storgatan 3, 621 41 Visby',
      'Storgatan 3, 840 30 Gävle',
    ]);
    const lockers = await app.http.post(
      '/api/shops/me/delivery-options',
      { ...ombud, name: { sv: 'Paketskåp', en: 'Parcel locker' }, settings: { postnord_lockers_only: true } },
      { token: seller.token },
    );
    const lockerPoints = await app.http.get(
      `/api/delivery-options/${lockers.body._id}/service-points?postalCode=41138`,
      { token: buyer.token },
    );
    expect(fake.requests.at(-1)).toMatchObject({ typeId: '2' });
    expect(lockerPoints.body.points.map((point: { name: string }) => point.name)).toEqual([
      'Demo-paketskåp Stationen',
      'Demo-paketskåp Köpcentret',
    ]);
    const bad = await app.http.get(
      `/api/delivery-options/${option.body._id}/service-points?postalCode=4113`,
      {
        token: buyer.token,
      },
    );
    expect(bad.body).toMatchObject({
      field: 'postalCode',
      message: 'Swedish postal codes have five digits, like 123 45.',
    });
  });

  it('tells the buyer in words when PostNord does not answer within 3 s, without a 5xx or a hang', async () => {
    const option = await app.http.post('/api/shops/me/delivery-options', ombud, { token: seller.token });
    const resume = fake.stall();
    try {
      const started = Date.now();
      const res = await app.http.get(
        `/api/delivery-options/${option.body._id}/service-points?postalCode=41138`,
        {
          token: buyer.token,
          headers: { 'accept-language': 'sv' },
        },
      );
      const waited = Date.now() - started;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CARRIER_UNAVAILABLE',
        message: 'PostNord svarade inte i tid. Försök igen eller välj ett annat leveranssätt.',
      });
      expect(waited).toBeGreaterThanOrEqual(2_900);
      expect(waited).toBeLessThan(6_000);
    } finally {
      resume();
    }
  });

  describe('placing an order with a delivery option', () => {
    const address = {
      fullName: 'Karin Kund',
      address: 'Storgatan 12',
      city: 'Göteborg',
      postalCode: '411 38',
      country: 'Sverige',
    };
    /** A shop of its own with one product (100 kr, 10 kr shipping per item) and the given options. */
    async function shopWith(options: Record<string, unknown>[]) {
      const shop = await app.createUser({ seller: { plan: 2, name: 'Leveransbutiken' } });
      const created = await app.http.post('/api/products', undefined, { token: shop.token });
      const product = await app.http.put(
        `/api/products/${created.body._id}`,
        { name: 'Ljusstake', price: 100, shipping_price: 10, countInStock: 50, category: 'Hem' },
        { token: shop.token },
      );
      const ids: string[] = [];
      for (const option of options)
        ids.push(
          (await app.http.post('/api/shops/me/delivery-options', option, { token: shop.token })).body._id,
        );
      return { shop, productId: product.body._id as string, ids };
    }
    const order = (productId: string, qty: number, extra: Record<string, unknown> = {}) =>
      app.http.post(
        '/api/orders',
        {
          orderItems: [{ product: productId, qty }],
          shippingAddress: address,
          paymentMethod: 'Swish',
          ...extra,
        },
        { token: buyer.token },
      );
    const home = (pricing: string, price: number, freeOver: number | null = null) => ({
      name: { sv: 'Hem', en: 'Home' },
      kind: 'home',
      price,
      pricing,
      freeOver,
    });

    it('prices the option itself: once per order, per item, and free above the amount', async () => {
      const { productId, ids } = await shopWith([
        home('per_order', 59),
        home('per_item', 15),
        home('per_order', 59, 300),
      ]);
      const perOrder = await order(productId, 2, {
        deliveryOptionId: ids[0],
        shippingPrice: 0,
        totalPrice: 1,
      });
      expect(perOrder.status).toBe(201);
      expect(perOrder.body).toMatchObject({ itemsPrice: 200, shippingPrice: 59, totalPrice: 259 });
      expect(perOrder.body.delivery).toMatchObject({
        optionId: ids[0],
        name: { sv: 'Hem', en: 'Home' },
        kind: 'home',
        price: 59,
        servicePoint: null,
        trackingNumber: null,
      });
      expect((await order(productId, 3, { deliveryOptionId: ids[1] })).body).toMatchObject({
        shippingPrice: 45,
      });
      expect((await order(productId, 2, { deliveryOptionId: ids[2] })).body).toMatchObject({
        shippingPrice: 59,
      });
      expect((await order(productId, 3, { deliveryOptionId: ids[2] })).body).toMatchObject({
        shippingPrice: 0,
        totalPrice: 300,
      });
    });

    it('re-reads the ombud from PostNord: the chosen point is kept, one PostNord did not answer is a 400', async () => {
      const { productId, ids } = await shopWith([ombud]);
      const points = await app.http.get(`/api/delivery-options/${ids[0]}/service-points?postalCode=41138`, {
        token: buyer.token,
      });
      const chosen = points.body.points[1];
      const placed = await order(productId, 1, { deliveryOptionId: ids[0], servicePointId: chosen.id });
      expect(placed.status).toBe(201);
      expect(placed.body.delivery).toMatchObject({
        kind: 'service_point',
        carrier: 'postnord',
        servicePoint: { id: chosen.id, name: chosen.name, address: chosen.address },
      });
      expect(placed.body.shippingPrice).toBe(49);
      const forged = await order(productId, 1, { deliveryOptionId: ids[0], servicePointId: '9999901' });
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ field: 'servicePointId' });
      const none = await order(productId, 1, { deliveryOptionId: ids[0] });
      expect(none.body).toMatchObject({ field: 'servicePointId', message: 'Please choose a service point.' });
    });

    it("refuses another shop's option, and a shop with options needs one", async () => {
      const mine = await shopWith([home('per_order', 59)]);
      const other = await shopWith([home('per_order', 0)]);
      const foreign = await order(mine.productId, 1, { deliveryOptionId: other.ids[0] });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({ code: 'DELIVERY_OPTION_OF_OTHER_SHOP' });
      const without = await order(mine.productId, 1);
      expect(without.body).toMatchObject({
        field: 'deliveryOptionId',
        message: 'Please choose a delivery option.',
      });
    });

    it('keeps a shop without options exactly as the guide prices it: each item’s shipping, "Standard"', async () => {
      const { productId } = await shopWith([]);
      const placed = await order(productId, 3);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ itemsPrice: 300, shippingPrice: 30, totalPrice: 330 });
      expect(placed.body.delivery).toMatchObject({
        optionId: null,
        kind: 'standard',
        name: { sv: 'Standard' },
        price: 30,
      });
    });

    it('tells the buyer in words when PostNord does not answer while she places the order, and places nothing', async () => {
      const { productId, ids } = await shopWith([ombud]);
      const before = (await app.http.get('/api/orders/mine', { token: buyer.token })).body.length;
      const resume = fake.stall();
      try {
        const res = await order(productId, 1, { deliveryOptionId: ids[0], servicePointId: '4113801' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'CARRIER_UNAVAILABLE' });
      } finally {
        resume();
      }
      expect((await app.http.get('/api/orders/mine', { token: buyer.token })).body).toHaveLength(before);
    });
  });
});
