import { formatDate } from '@torget/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { outbox } from '../../mail/__tests__/outbox';
import { createShop, orderBody, type Shop } from '../../orders/__tests__/fixtures';

let app: TestApp;
let seller: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: true });
});
afterAll(() => app.close());

const save = (body: object, language = 'en', as: TestUser = seller) =>
  app.http.put('/api/shops/me/tax-details', body, {
    token: as.token,
    headers: { 'accept-language': language },
  });

const soleTrader = {
  kind: 'individual',
  name: 'Tolvan Tolvansson',
  birthDate: '1912-12-12',
  tin: '191212121212',
  address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'se' },
  account: { kind: 'bankgiro', number: '5050-1055', holder: 'Tolvan Tolvansson' },
};

const company = {
  kind: 'entity',
  name: 'Keramikboden AB',
  tin: '556016-0680',
  vatNumber: 'SE556016068001',
  address: { street: 'Hamngatan 2', postalCode: '411 38', city: 'Göteborg', country: 'SE' },
  permanentEstablishments: ['DK'],
  account: { kind: 'iban', number: 'SE45 5000 0000 0583 9825 7466', holder: 'Keramikboden AB' },
};

describe('GET/PUT /api/shops/me/tax-details', () => {
  it('starts empty, then keeps a sole trader’s details normalised', async () => {
    const empty = await app.http.get('/api/shops/me/tax-details', { token: seller.token });
    expect(empty.body).toEqual({ complete: false, details: null, updatedAt: null, salesStoppedAt: null });
    const saved = await save(soleTrader);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.complete).toBe(true);
    expect(saved.body.details).toMatchObject({
      tin: '19121212-1212',
      address: { country: 'SE' },
      account: { kind: 'bankgiro', number: '5050-1055' },
    });
    expect((await app.http.get('/api/shops/me/tax-details', { token: seller.token })).body.details.name).toBe(
      'Tolvan Tolvansson',
    );
  });

  it('keeps a company’s, with its IBAN in electronic form', async () => {
    const saved = await save(company);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.details).toMatchObject({
      kind: 'entity',
      tin: '556016-0680',
      permanentEstablishments: ['DK'],
      account: { number: 'SE4550000000058398257466' },
    });
  });

  it('refuses wrong check digits and impossible dates with a clear 400 in the reader’s language', async () => {
    const cases: [object, string, string][] = [
      [
        { ...soleTrader, tin: '191212121213' },
        'tin',
        'Personnumret är inte giltigt (kontrollsiffran eller datumet stämmer inte).',
      ],
      [
        { ...company, tin: '556016-0681' },
        'tin',
        'Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte).',
      ],
      [
        { ...company, account: { ...company.account, number: 'SE45 5000 0000 0583 9825 7467' } },
        'account.number',
        'IBAN-numret är inte giltigt (kontrollsiffror eller längd).',
      ],
      [
        { ...soleTrader, account: { ...soleTrader.account, number: '5050-1056' } },
        'account.number',
        'Bankgironumret är inte giltigt (kontrollsiffran stämmer inte).',
      ],
      [{ ...soleTrader, birthDate: '2999-01-01' }, 'birthDate', 'Födelsedatumet kan inte ligga i framtiden.'],
      [
        { ...soleTrader, birthDate: '1912-12-13' },
        'birthDate',
        'Födelsedatumet stämmer inte med personnumret.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body, 'sv');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    // Nothing refused was kept: the company's details from before stand.
    const kept = await app.http.get('/api/shops/me/tax-details', { token: seller.token });
    expect(kept.body.details.name).toBe('Keramikboden AB');
  });

  it('is for sellers, each their own', async () => {
    const buyer = await app.createUser();
    expect((await save(company, 'en', buyer)).status).toBe(403);
    const other = await app.createUser({ seller: true });
    expect((await app.http.get('/api/shops/me/tax-details', { token: other.token })).body.complete).toBe(
      false,
    );
  });
});

describe('reminders and the stop of sales (DAC7 due diligence)', () => {
  const DAY = 86_400_000;
  let big: Shop;
  let small: Shop;
  let buyer: TestUser;
  const run = (days: number) => app.container.cradle.dac7Reminders.run(new Date(Date.now() + days * DAY));
  const order = (shop: Shop) =>
    app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 1 }]), {
      token: buyer.token,
    });
  const mailsTo = async (shop: Shop, count = 0) =>
    (
      await outbox(app, (rows) => rows.filter((m) => m.recipient === shop.seller.email).length >= count)
    ).filter((m) => m.recipient === shop.seller.email && m.subject.includes('DAC7'));
  const listed = async (shop: Shop) =>
    (await app.http.get(`/api/products?seller=${shop.seller.id}`)).body.products.length > 0;

  beforeAll(async () => {
    buyer = await app.createUser();
    // 25 000 kr is over the 2 000 euro line at the default 11.5 kr per euro; 100 kr is far under it.
    big = await createShop(app, [{ name: 'Stor vas', price: 25_000, shipping_price: 0, countInStock: 10 }], {
      name: 'Stora Boden',
    });
    small = await createShop(app, [{ name: 'Liten kopp', price: 100, shipping_price: 0, countInStock: 10 }], {
      name: 'Lilla Boden',
    });
  });

  it('asks at the first paid sale, reminds after 30 days, stops over the line after 30 more, and lifts the stop when the details are given', async () => {
    const today = formatDate(new Date(), 'sv', 'date');
    for (let i = 0; i < 2; i++) {
      const placed = await order(big);
      expect(placed.status, placed.text).toBe(201);
      const paid = await app.http.put(
        `/api/orders/${placed.body._id}/update`,
        { is_paid: true, paid_date: today },
        { token: big.seller.token },
      );
      expect(paid.status, paid.text).toBe(200);
    }
    // Asked at once, in the payment's transaction, and only once.
    const asked = await mailsTo(big, 1);
    expect(asked.map((m) => m.subject)).toEqual(['Lämna din butiks skatteuppgifter (DAC7)']);
    expect(asked[0]!.text_body).toContain('/tax_details/seller');

    // A sale marked paid without the payment's event (here straight in the database) is asked by the job.
    const smallOrder = await order(small);
    await app.orm.em
      .fork()
      .execute('update orders set is_paid = true, paid_at = now() where id = ?', [smallOrder.body._id]);
    expect(await run(1)).toEqual({ asked: 1, reminded: 0, stopped: 0 });
    expect(await mailsTo(small, 1)).toHaveLength(1);
    expect(await run(29)).toEqual({ asked: 0, reminded: 0, stopped: 0 });

    // 30 days on: the reminder, naming the day sales stop.
    expect(await run(31)).toEqual({ asked: 0, reminded: 2, stopped: 0 });
    const reminded = await mailsTo(big, 2);
    expect(reminded[1]!.subject).toBe('Påminnelse: lämna din butiks skatteuppgifter (DAC7)');
    expect(reminded[1]!.text_body).toMatch(/Om uppgifterna saknas den \d+ \S+ \d{4} och butiken har nått/);
    expect(await run(60)).toMatchObject({ stopped: 0 });
    expect(await listed(big)).toBe(true);

    // 30 days after the reminder: the shop over the line is stopped, the small one is not.
    expect(await run(62)).toEqual({ asked: 0, reminded: 0, stopped: 1 });
    expect(await listed(big)).toBe(false);
    expect(await listed(small)).toBe(true);
    const refused = await app.http.post(
      '/api/orders',
      orderBody([{ product: big.products[0]!._id, qty: 1 }]),
      { token: buyer.token, headers: { 'accept-language': 'sv' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Stora Boden kan inte ta emot beställningar just nu.');
    // The stop is a decision with a statement of reasons, made by a rule (automated), that can be appealed.
    const statements = (await app.http.get('/api/statements/mine', { token: big.seller.token })).body
      .statements;
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ kind: 'stop_sales', shop_name: 'Stora Boden' });
    expect(statements[0].reasons).toMatchObject({ ground: 'law', automated: true });
    expect(statements[0].reasons.facts.replace(/\u00a0/g, ' ')).toContain('2 försäljningar för 50 000,00 kr');
    expect(await run(90), 'stopped once').toMatchObject({ stopped: 0 });
    // The seller reads the stop where the mails lead.
    const mine = await app.http.get('/api/shops/me/tax-details', { token: big.seller.token });
    expect(mine.body.salesStoppedAt).not.toBeNull();

    // Giving the details lifts the stop at once; nothing more is asked.
    const given = await save(company, 'sv', big.seller);
    expect(given.status, given.text).toBe(200);
    expect(given.body.salesStoppedAt).toBeNull();
    expect(
      (await app.http.get('/api/shops/me/tax-details', { token: big.seller.token })).body.salesStoppedAt,
    ).toBeNull();
    expect(await listed(big)).toBe(true);
    expect((await order(big)).status).toBe(201);
    const before = (await mailsTo(big)).length;
    expect(await run(200)).toMatchObject({ asked: 0, stopped: 0 });
    expect(await mailsTo(big)).toHaveLength(before);
  });
});
