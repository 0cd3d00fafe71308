import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const safety = {
  manufacturer_name: 'Lekfabriken AB',
  manufacturer_address: 'Fabriksgatan 2, 553 20 Jönköping',
  manufacturer_contact: 'https://lekfabriken.example',
  product_identifier: 'Typ LF-12, batch 2026-11',
  safety_warnings_sv: 'Varning! Ej lämplig för barn under 3 år. <b>Smådelar</b>.',
};

describe('product safety information (GPSR)', () => {
  it('is set by the product’s seller and read by anyone, HTML kept as text', async () => {
    const seller = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Träbil' });
    const empty = await app.http.get(`/api/products/${product._id}/safety`);
    expect(empty.status).toBe(200);
    expect(empty.body.manufacturer_name).toBe('');

    const saved = await app.http.put(`/api/products/${product._id}/safety`, safety, { token: seller.token });
    expect(saved.status).toBe(200);
    const read = await app.http.get(`/api/products/${product._id}/safety`);
    expect(read.body).toMatchObject({ ...safety, eu_responsible_name: '', safety_warnings_en: '' });
  });

  it('refuses a manufacturer that cannot be reached, and another shop’s product', async () => {
    const seller = await app.createUser({ seller: true });
    const other = await app.createUser({ seller: true });
    const product = await createProduct(app, seller, { name: 'Docka' });
    const noAddress = await app.http.put(
      `/api/products/${product._id}/safety`,
      { manufacturer_name: 'Okänd', manufacturer_contact: 'info@okand.example' },
      { token: seller.token, headers: { 'accept-language': 'sv' } },
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toMatchObject({
      message: 'Ange tillverkarens postadress.',
      field: 'manufacturer_address',
    });
    const badContact = await app.http.put(
      `/api/products/${product._id}/safety`,
      { ...safety, manufacturer_contact: 'ring oss' },
      { token: seller.token },
    );
    expect(badContact.status).toBe(400);
    expect(badContact.body.field).toBe('manufacturer_contact');
    const notTheirs = await app.http.put(`/api/products/${product._id}/safety`, safety, {
      token: other.token,
    });
    expect(notTheirs.status).toBe(403);
  });

  it('is not shown for a product that is not listed, but to its seller', async () => {
    const seller = await app.createUser({ seller: true });
    const draft = await app.http.post('/api/products', undefined, { token: seller.token });
    expect((await app.http.get(`/api/products/${draft.body._id}/safety`)).status).toBe(404);
    const own = await app.http.get(`/api/products/${draft.body._id}/safety`, { token: seller.token });
    expect(own.status).toBe(200);
  });
});

describe('require_product_safety_info (a site setting)', () => {
  it('on: a product is saved as listed only with its manufacturer (400 naming the field); off: as before', async () => {
    const admin = await app.createUser({ admin: true });
    const seller = await app.createUser({ seller: true });
    const setting = (on: boolean) =>
      app.http.put('/api/settings', { require_product_safety_info: on }, { token: admin.token });
    const body = { name: 'Gungställning', price: 1200, countInStock: 2, category: 'Lek' };
    expect((await setting(true)).body.require_product_safety_info).toBe(true);
    try {
      const draft = await app.http.post('/api/products', undefined, { token: seller.token });
      const refused = await app.http.put(`/api/products/${draft.body._id}`, body, {
        token: seller.token,
        headers: { 'accept-language': 'sv' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        field: 'manufacturer_name',
        message: 'Ange tillverkaren under Produktsäkerhet innan produkten visas i butiken.',
      });
      // Still a draft: nobody sees it.
      expect((await app.http.get(`/api/products/${draft.body._id}`)).status).toBe(404);
      await app.http.put(`/api/products/${draft.body._id}/safety`, safety, { token: seller.token });
      const listed = await app.http.put(`/api/products/${draft.body._id}`, body, { token: seller.token });
      expect(listed.status).toBe(200);
    } finally {
      await setting(false);
    }
    const without = await app.http.post('/api/products', undefined, { token: seller.token });
    const saved = await app.http.put(`/api/products/${without.body._id}`, body, { token: seller.token });
    expect(saved.status).toBe(200);
  });
});
