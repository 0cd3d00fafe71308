import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';

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
    expect(empty.body).toEqual({ complete: false, details: null, updatedAt: null });
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
