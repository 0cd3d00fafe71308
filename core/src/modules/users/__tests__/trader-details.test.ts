import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // A marketplace as a new Torget starts: both requirements on (the test kit turns them off otherwise).
  app = await createTestApp({ requirements: { traderDetails: true, productSafetyInfo: true } });
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

const sv = { 'accept-language': 'sv' };
const account = { kind: 'bankgiro', number: '5050-1055', holder: 'Bokhandeln i Linköping AB' };

const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e86c1' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'personnummer-19800101' } } })
    .jpeg()
    .toBuffer();

function form(bytes: Buffer) {
  const data = new FormData();
  data.append('document', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'id.jpg');
  return data;
}

async function applicant(): Promise<TestUser> {
  const user = await app.createUser();
  const applied = await app.http.put(
    '/api/users/profile',
    {
      wants_to_be_seller: true,
      seller_plan: 1,
      seller_name: `Bokhandeln ${user.id.slice(0, 6)}`,
      seller_address: 'Ågatan 1',
      seller_post_number: '58223',
      seller_city: 'Linköping',
      seller_phone: '013-12 34 56',
      seller_organisation_number: '556016-0680',
    },
    { token: user.token },
  );
  expect(applied.status).toBe(200);
  return user;
}

const approve = (user: TestUser, headers: Record<string, string> = {}) =>
  app.http.put(`/api/users/${user.id}`, { is_seller: true }, { token: admin.token, headers });

describe('the two requirements (site settings)', () => {
  it('are on for a new marketplace, and only admins change them', async () => {
    const fresh = await app.http.get('/api/settings');
    expect(fresh.body).toMatchObject({ require_trader_details: true, require_product_safety_info: true });
    const buyer = await app.createUser();
    const refused = await app.http.put(
      '/api/settings',
      { require_trader_details: false },
      { token: buyer.token },
    );
    expect(refused.status).toBe(403);
    const bad = await app.http.put('/api/settings', { require_trader_details: 'ja' }, { token: admin.token });
    expect(bad.status).toBe(400);
  });
});

describe('known traders (DSA Art. 30)', () => {
  it('refuses to approve an incomplete application, naming what is missing, in the reader’s language', async () => {
    const user = await applicant();
    const refused = await approve(user, sv);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Butiken kan inte öppnas förrän handlarens uppgifter är kompletta. Saknas: en kopia av en id-handling, ' +
        'betalkontot (IBAN eller bankgiro) och intyget att butiken bara säljer varor som följer EU:s regler.',
    );
    await app.http.put(
      '/api/trader_details',
      { payment_account: account, complies_with_eu_law: true },
      {
        token: user.token,
      },
    );
    const stillRefused = await approve(user);
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.message).toBe(
      "This shop cannot be opened until the trader's details are complete. Missing: a copy of an ID document.",
    );
    const checklist = await app.http.get(`/api/admin/users/${user.id}/trader_details`, {
      token: admin.token,
    });
    expect(checklist.body).toMatchObject({
      missing: ['id_document'],
      required: true,
      payment_account: account,
    });
    const still = await app.http.get(`/api/users/${user.id}`, { token: admin.token });
    expect(still.body.shop_status).toBe('Waiting for approval');
  });

  it('checks the payment account by its check digits and asks for the self-certification', async () => {
    const user = await applicant();
    const send = (body: object) =>
      app.http.put('/api/trader_details', body, { token: user.token, headers: sv });
    const badGiro = await send({
      payment_account: { ...account, number: '5050-1056' },
      complies_with_eu_law: true,
    });
    expect(badGiro.status).toBe(400);
    expect(badGiro.body.field).toBe('payment_account.number');
    const badIban = await send({
      payment_account: { kind: 'iban', number: 'SE45 5000 0000 0583 9825 7467', holder: 'Anna' },
      complies_with_eu_law: true,
    });
    expect(badIban.status).toBe(400);
    expect(badIban.body.field).toBe('payment_account.number');
    const uncertified = await send({ payment_account: account, complies_with_eu_law: false });
    expect(uncertified.status).toBe(400);
    expect(uncertified.body.message).toBe('Intyga att butiken bara säljer varor som följer EU:s regler.');
    const iban = await send({
      payment_account: { kind: 'iban', number: 'se45 5000 0000 0583 9825 7466', holder: 'Anna' },
      complies_with_eu_law: true,
    });
    expect(iban.status).toBe(200);
    expect(iban.body.payment_account.number).toBe('SE4550000000058398257466');
    expect(iban.body.missing).toEqual(['id_document']);
    expect(iban.body.certified_at).not.toBeNull();
  });

  it('keeps the ID copy private: only admins read it, never through /uploads, by no guessed name', async () => {
    const user = await applicant();
    const other = await app.createUser();
    const uploadsDir = path.join(app.config.dataDir, 'uploads');
    const filesBefore = (() => {
      try {
        return readdirSync(uploadsDir).length;
      } catch {
        return 0;
      }
    })();
    const uploaded = await app.http.post('/api/trader_details/id_document', form(await photo()), {
      token: user.token,
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.id_document_uploaded_at).not.toBeNull();
    expect(uploaded.text).not.toMatch(/\/uploads\//);
    // Not one of the public upload files.
    const filesAfter = (() => {
      try {
        return readdirSync(uploadsDir).length;
      } catch {
        return 0;
      }
    })();
    expect(filesAfter).toBe(filesBefore);

    const url = `/api/admin/users/${user.id}/id_document`;
    expect((await app.http.get(url)).status).toBe(401);
    expect((await app.http.get(url, { token: user.token })).status).toBe(403);
    expect((await app.http.get(url, { token: other.token })).status).toBe(403);
    const read = await app.http.get(url, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toBe('no-store');
    const image = read.bytes;
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Names someone might guess, on the public paths: none answers the image.
    for (const guess of [`/uploads/${user.id}.webp`, `/uploads/${user.id}`, '/uploads/id_document.webp']) {
      const answer = await app.http.get(guess);
      expect(answer.headers.get('content-type') ?? '', guess).not.toMatch(/^image\//);
    }
    expect(
      (await app.http.get(`/api/admin/users/${other.id}/id_document`, { token: admin.token })).status,
    ).toBe(404);
    expect(
      (await app.http.get('/api/trader_details', { token: other.token })).body.id_document_uploaded_at,
    ).toBe(null);
    expect(
      (
        await app.http.post('/api/trader_details/id_document', form(Buffer.from('not an image')), {
          token: user.token,
        })
      ).status,
    ).toBe(400);
  });

  it('approves a complete application, and erases the ID copy six months after the shop closed', async () => {
    const user = await applicant();
    await app.http.put(
      '/api/trader_details',
      { payment_account: account, complies_with_eu_law: true },
      {
        token: user.token,
      },
    );
    await app.http.post('/api/trader_details/id_document', form(await photo()), { token: user.token });
    const approved = await approve(user);
    expect(approved.status).toBe(200);
    expect(approved.body.shop_status).toBe('Open');

    const retention = app.container.cradle.retention;
    const now = Date.now();
    // Open: kept however long it runs.
    expect((await retention.run(new Date(now + 400 * 86400_000))).idDocuments).toBe(0);
    const closed = await app.http.put(`/api/users/${user.id}`, { is_seller: false }, { token: admin.token });
    expect(closed.status).toBe(200);
    expect((await retention.run(new Date(now))).idDocuments).toBe(0);
    expect((await retention.run(new Date(now + 150 * 86400_000))).idDocuments).toBe(0);
    expect((await retention.run(new Date(now + 190 * 86400_000))).idDocuments).toBe(1);
    const url = `/api/admin/users/${user.id}/id_document`;
    expect((await app.http.get(url, { token: admin.token })).status).toBe(404);
    const details = await app.http.get(`/api/admin/users/${user.id}/trader_details`, { token: admin.token });
    expect(details.body).toMatchObject({ id_document_uploaded_at: null, payment_account: null });
  });

  it('with the requirement off, approves as the specification says', async () => {
    const user = await applicant();
    const off = await app.http.put(
      '/api/settings',
      { require_trader_details: false },
      { token: admin.token },
    );
    expect(off.body.require_trader_details).toBe(false);
    try {
      const approved = await approve(user);
      expect(approved.status).toBe(200);
      const details = await app.http.get('/api/trader_details', { token: user.token });
      expect(details.body).toMatchObject({
        required: false,
        missing: ['id_document', 'payment_account', 'self_certification'],
      });
    } finally {
      await app.http.put('/api/settings', { require_trader_details: true }, { token: admin.token });
    }
  });
});

describe('what existing shops lack (to-do lists and the admins’ overview)', () => {
  it('lists a shop’s missing trader details and products without a manufacturer; admins see the shop flagged', async () => {
    const seller = await app.createUser({ seller: { name: 'Ä Gamla Butiken' } });
    // A product listed before the requirement: saved while it was off.
    await app.http.put('/api/settings', { require_product_safety_info: false }, { token: admin.token });
    const draft = await app.http.post('/api/products', undefined, { token: seller.token });
    const saved = await app.http.put(
      `/api/products/${draft.body._id}`,
      { name: 'Lampa', price: 300, countInStock: 3, category: 'Belysning' },
      { token: seller.token },
    );
    expect(saved.status).toBe(200);
    await app.http.put('/api/settings', { require_product_safety_info: true }, { token: admin.token });

    const todo = async () => (await app.http.get('/api/overview/shop', { token: seller.token })).body.todo;
    expect(await todo()).toMatchObject({
      traderDetailsMissing: ['id_document', 'payment_account', 'self_certification'],
      productsWithoutSafetyInfo: 1,
    });
    const flagged = async () =>
      (await app.http.get('/api/overview/admin', { token: admin.token })).body.complianceGaps.shops.find(
        (shop: { _id: string }) => shop._id === seller.id,
      );
    expect(await flagged()).toEqual({
      _id: seller.id,
      name: 'Ä Gamla Butiken',
      traderDetailsMissing: true,
      productsWithoutSafetyInfo: 1,
    });

    await app.http.put(
      `/api/products/${draft.body._id}/safety`,
      {
        manufacturer_name: 'Ljus AB',
        manufacturer_address: 'Ljusgatan 1, Malmö',
        manufacturer_contact: 'ljus@example.se',
      },
      { token: seller.token },
    );
    await app.http.put(
      '/api/trader_details',
      { payment_account: account, complies_with_eu_law: true },
      {
        token: seller.token,
      },
    );
    // What is still missing, and nothing while the marketplace does not require it.
    expect((await todo()).traderDetailsMissing).toEqual(['id_document']);
    await app.http.put('/api/settings', { require_trader_details: false }, { token: admin.token });
    expect((await todo()).traderDetailsMissing).toEqual([]);
    await app.http.put('/api/settings', { require_trader_details: true }, { token: admin.token });
    expect((await todo()).traderDetailsMissing).toEqual(['id_document']);
    await app.http.post('/api/trader_details/id_document', form(await photo()), { token: seller.token });
    expect(await todo()).toMatchObject({ traderDetailsMissing: [], productsWithoutSafetyInfo: 0 });
    expect(await flagged()).toBeUndefined();
  });
});
