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
});
