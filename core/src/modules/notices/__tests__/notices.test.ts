import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoNotices } from '../../../db/seed/demo-notices';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { mailFor, mailTo, outbox } from '../../mail/__tests__/outbox';
import { placeOrder } from '../../payments/__tests__/fixtures';
import { createProduct } from '../../products/__tests__/fixtures';

let app: TestApp;
let admin: TestUser;
let ipCounter = 0;

beforeAll(async () => {
  app = await createTestApp({
    env: {
      PUBLIC_URL: 'https://torget.example',
      TRUST_PROXY: 'true',
      NOTICES_PER_IP: '3',
      NOTICES_PER_EMAIL: '4',
    },
  });
  admin = await app.createUser({ admin: true, email: 'admin@torget.example' });
});
afterAll(() => app.close());

const reasons = {
  facts: 'Annonsen säljer en leksak utan CE-märkning.',
  ground: 'law',
  ground_reference: 'Produktsäkerhetsförordningen (EU) 2023/988',
  ground_explanation: 'Leksaker utan CE-märkning får inte säljas i EU.',
} as const;

/** A fresh client address per report, so the per-address limit only bites where a test wants it. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function report(body: Record<string, unknown>, options: { ip?: string; lang?: string } = {}) {
  return app.http.post('/api/notices', body, {
    headers: {
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

const validNotice = (url: string, email = `anmalare${++ipCounter}@example.se`) => ({
  category: 'unsafe_product',
  explanation: 'Leksaken saknar CE-märkning och har lösa smådelar. <script>alert(1)</script>',
  url,
  name: 'Anna <b>Anmälare</b>',
  email,
  good_faith: true,
});

async function shopWithProduct(name = 'Farlig leksak') {
  const seller = await app.createUser({ seller: { name: 'Leksaksboden' } });
  const product = await createProduct(app, seller, { name, price: 149, countInStock: 50 });
  return { seller, product, url: `https://torget.example/product/${product._id}` };
}

async function decide(noticeId: string, body: unknown) {
  return app.http.post(`/api/admin/notices/${noticeId}/decision`, body, { token: admin.token });
}

async function noticeIdOf(reference: string): Promise<string> {
  const queue = await app.http.get('/api/admin/notices', { token: admin.token });
  return queue.body.notices.find((n: { reference: string }) => n.reference === reference)._id;
}

describe('reporting illegal content', () => {
  it('refuses a report without an explanation, without good faith or about a page Torget does not host', async () => {
    const { url } = await shopWithProduct();
    const noExplanation = await report({ ...validNotice(url), explanation: '  ' }, { lang: 'sv' });
    expect(noExplanation.status).toBe(400);
    expect(noExplanation.body.message).toBe('Förklara varför innehållet är olagligt.');
    const noGoodFaith = await report({ ...validNotice(url), good_faith: false }, { lang: 'en' });
    expect(noGoodFaith.status).toBe(400);
    expect(noGoodFaith.body.message).toBe('Please confirm that the report is given in good faith.');
    const elsewhere = await report(validNotice('https://example.com/product/123'), { lang: 'en' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      message: 'The address must be a product or shop page on Torget.',
      field: 'url',
    });
  });

  it('answers 201 with a reference and mails a receipt in the notifier’s language, HTML as text', async () => {
    const { url } = await shopWithProduct();
    const res = await report(validNotice(url, 'notifier-en@example.se'), { lang: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^ANM-\d{6}$/);
    const [mail] = await mailFor(app, 'notifier-en@example.se');
    expect(mail!.subject).toBe(`We have received your report ${res.body.reference}`);
    expect(mail!.html_body).toContain('Anna &lt;b&gt;Anmälare&lt;/b&gt;');
    expect(mail!.html_body).not.toContain('<b>Anmälare');

    const sv = await report(validNotice(url, 'notifier-sv@example.se'), { lang: 'sv' });
    const [svMail] = await mailFor(app, 'notifier-sv@example.se');
    expect(svMail!.subject).toBe(`Vi har tagit emot din anmälan ${sv.body.reference}`);
  });

  it('limits a flood from one address and about one email (429)', async () => {
    const { url } = await shopWithProduct();
    const ip = '10.250.0.1';
    for (let i = 0; i < 3; i++) expect((await report(validNotice(url), { ip })).status).toBe(201);
    const refused = await report(validNotice(url), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();

    const email = 'flood@example.se';
    for (let i = 0; i < 4; i++) expect((await report(validNotice(url, email))).status).toBe(201);
    expect((await report(validNotice(url, email))).status).toBe(429);
  });

  it('lets only admins read notices', async () => {
    const { seller } = await shopWithProduct();
    expect((await app.http.get('/api/admin/notices')).status).toBe(401);
    expect((await app.http.get('/api/admin/notices', { token: seller.token })).status).toBe(403);
    expect((await app.http.get('/api/admin/transparency?year=2026', { token: seller.token })).status).toBe(
      403,
    );
  });
});

describe('deciding a notice', () => {
  it('shows the queue oldest first with the listing beside; refuses a restriction without reasons', async () => {
    const { url, product } = await shopWithProduct('Köbar leksak');
    const first = await report(validNotice(url));
    const second = await report(validNotice(url));
    const queue = await app.http.get('/api/admin/notices', { token: admin.token });
    const refs = queue.body.notices.map((n: { reference: string }) => n.reference);
    expect(refs.indexOf(first.body.reference)).toBeLessThan(refs.indexOf(second.body.reference));
    const notice = queue.body.notices.find(
      (n: { reference: string }) => n.reference === first.body.reference,
    );
    expect(notice.product).toMatchObject({ _id: product._id, name: 'Köbar leksak', price: 149 });
    expect(notice.shop).toMatchObject({ name: 'Leksaksboden', is_seller: true });

    const without = await decide(notice._id, { decision: 'remove_listing' });
    expect(without.status).toBe(400);
    const partial = await decide(notice._id, {
      decision: 'remove_listing',
      reasons: { ...reasons, facts: '' },
    });
    expect(partial.status).toBe(400);
    expect((await app.http.get(`/api/products/${product._id}`)).status).toBe(200);
  });

  it('removes a listing with reasons: the seller reads and appeals once, the notifier hears, neither learns the other', async () => {
    const { seller, product, url } = await shopWithProduct('Blinkande jojo');
    await app.http.put('/api/users/profile/language', { language: 'en' }, { token: seller.token });
    const sent = await report(validNotice(url, 'watcher@example.se'), { lang: 'sv' });
    const id = await noticeIdOf(sent.body.reference);

    const decided = await decide(id, { decision: 'remove_listing', reasons });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ decision: 'remove_listing' });
    expect(decided.body.statement).toMatchObject({ kind: 'remove_listing', product_name: 'Blinkande jojo' });
    expect((await app.http.get(`/api/products/${product._id}`)).status).toBe(404);
    expect((await decide(id, { decision: 'no_action' })).status).toBe(409);

    const [sellerMail] = await mailFor(app, seller.email);
    expect(sellerMail!.subject).toMatch(/^Decision BES-\d{6} about your shop on Torget$/);
    expect(sellerMail!.text_body).toContain(reasons.facts);
    expect(sellerMail!.text_body).toContain('no automated means were used');
    expect(sellerMail!.text_body).not.toContain('watcher@example.se');
    const notifierMails = await mailFor(app, 'watcher@example.se', 2);
    expect(notifierMails[1]!.subject).toBe(`Beslut om din anmälan ${sent.body.reference}`);
    expect(notifierMails[1]!.text_body).toContain('Annonsen har tagits bort');
    expect(notifierMails[1]!.text_body).not.toContain(seller.email);

    const mine = await app.http.get('/api/statements/mine', { token: seller.token });
    expect(mine.status).toBe(200);
    const [statement] = mine.body.statements;
    expect(statement).toMatchObject({ kind: 'remove_listing', from_notice: true, can_appeal: true });
    expect(statement.reasons).toMatchObject({ ...reasons, automated: false });
    expect(JSON.stringify(mine.body)).not.toMatch(/watcher|Anmälare/);

    const stranger = await app.createUser();
    const notTheirs = await app.http.post(
      `/api/statements/${statement._id}/appeal`,
      { text: 'Inte min' },
      { token: stranger.token },
    );
    expect(notTheirs.status).toBe(404);
    const appealed = await app.http.post(
      `/api/statements/${statement._id}/appeal`,
      { text: 'Leksaken är CE-märkt, se bild 3.' },
      { token: seller.token },
    );
    expect(appealed.status).toBe(200);
    expect(appealed.body).toMatchObject({ can_appeal: false, appeal: { outcome: null } });
    const again = await app.http.post(
      `/api/statements/${statement._id}/appeal`,
      { text: 'Igen' },
      { token: seller.token },
    );
    expect(again.status).toBe(409);

    const open = await app.http.get('/api/admin/appeals', { token: admin.token });
    expect(open.body.statements.map((s: { _id: string }) => s._id)).toContain(statement._id);
    const answer = await app.http.post(
      `/api/admin/statements/${statement._id}/appeal-decision`,
      { outcome: 'upheld', reasons: { ...reasons, facts: 'Bilden visar ingen CE-märkning.' } },
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.appeal).toMatchObject({ outcome: 'upheld' });
    const appealMails = await mailFor(app, seller.email, 2);
    expect(appealMails[1]!.subject).toBe(`Your appeal of decision ${statement.reference}`);
  });

  it('a reversed appeal undoes a closed shop', async () => {
    const { seller, url } = await shopWithProduct();
    const id = await noticeIdOf((await report(validNotice(url))).body.reference);
    expect((await decide(id, { decision: 'suspend_shop', reasons })).status).toBe(200);
    expect((await app.http.get(`/api/shops/${seller.id}`)).status).toBe(404);
    const [statement] = (await app.http.get('/api/statements/mine', { token: seller.token })).body.statements;
    await app.http.post(
      `/api/statements/${statement._id}/appeal`,
      { text: 'Fel butik' },
      { token: seller.token },
    );
    const reversed = await app.http.post(
      `/api/admin/statements/${statement._id}/appeal-decision`,
      { outcome: 'reversed', reasons: { ...reasons, facts: 'Anmälan gällde en annan butik.' } },
      { token: admin.token },
    );
    expect(reversed.status).toBe(200);
    expect((await app.http.get(`/api/shops/${seller.id}`)).status).toBe(200);
  });

  it('restricting a shop hides it from search and Top Sellers; suspending an account ends its sign-in', async () => {
    const { seller, product, url } = await shopWithProduct('Gömd pryl');
    const id = await noticeIdOf((await report(validNotice(url))).body.reference);
    expect((await decide(id, { decision: 'restrict_shop', reasons })).status).toBe(200);
    const search = await app.http.get('/api/products?name=Gömd');
    expect(search.body.products.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    const top = await app.http.get('/api/users/top-sellers');
    expect(JSON.stringify(top.body)).not.toContain(seller.id);
    expect((await app.http.get(`/api/products/${product._id}`)).status).toBe(200);

    const other = await shopWithProduct('Avstängd pryl');
    const second = await noticeIdOf((await report(validNotice(other.url))).body.reference);
    expect((await decide(second, { decision: 'suspend_account', reasons })).status).toBe(200);
    expect((await app.http.get(`/api/users/${other.seller.id}`, { token: other.seller.token })).status).toBe(
      401,
    );
    const signin = await app.http.post('/api/users/signin', {
      email: other.seller.email,
      password: other.seller.password,
    });
    expect(signin.status).toBe(403);
  });
});

describe('restrictions outside the queue', () => {
  it('the specification’s calls record "no reason given"; the admin app’s call records the reasons', async () => {
    const { seller, product } = await shopWithProduct();
    expect(
      (await app.http.put(`/api/users/${seller.id}`, { is_seller: false }, { token: admin.token })).status,
    ).toBe(200);
    let mine = await app.http.get('/api/statements/mine', { token: seller.token });
    expect(mine.body.statements[0]).toMatchObject({ kind: 'suspend_shop', no_reason_given: true });
    const [mail] = await mailFor(app, seller.email);
    expect(mail!.text_body).toContain('Inget skäl angavs för beslutet.');

    await app.http.put(`/api/users/${seller.id}`, { is_seller: true }, { token: admin.token });
    const removed = await app.http.post(
      '/api/admin/restrictions',
      { kind: 'remove_listing', target_id: product._id, reasons },
      { token: admin.token },
    );
    expect(removed.status).toBe(201);
    expect(removed.body).toMatchObject({
      kind: 'remove_listing',
      from_notice: false,
      no_reason_given: false,
    });
    mine = await app.http.get('/api/statements/mine', { token: seller.token });
    expect(mine.body.statements).toHaveLength(2);

    // A seller removing her own product restricts nobody.
    const own = await createProduct(app, seller, { name: 'Egen' });
    expect((await app.http.delete(`/api/products/${own._id}`, { token: seller.token })).status).toBe(200);
    mine = await app.http.get('/api/statements/mine', { token: seller.token });
    expect(mine.body.statements).toHaveLength(2);

    const gone = await app.createUser({ email: 'borttagen@example.se' });
    expect((await app.http.delete(`/api/users/${gone.id}`, { token: admin.token })).status).toBe(200);
    const deletedMails = await mailFor(app, 'borttagen@example.se', 2);
    expect(deletedMails.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Beslut BES-\d{6}/),
    );

    const other = await app.createUser({ email: 'raderas@example.se' });
    const erased = await app.http.post(
      '/api/admin/restrictions',
      { kind: 'delete_user', target_id: other.id, reasons: { ...reasons, ground: 'terms' } },
      { token: admin.token },
    );
    expect(erased.status).toBe(201);
    expect(erased.body).toMatchObject({
      kind: 'delete_user',
      can_appeal: false,
      reasons: { ground: 'terms' },
    });
    expect((await app.http.get(`/api/users/${other.id}`, { token: other.token })).status).toBe(401);
  });
});

describe('telling buyers of an illegal product (Art. 32)', () => {
  it('mails the paying buyers of the last six months, and no one else', async () => {
    const { seller, product, url } = await shopWithProduct('Olaglig laddare');
    const recent = await app.createUser({ email: 'recent-buyer@example.se' });
    const old = await app.createUser({ email: 'old-buyer@example.se' });
    const unpaid = await app.createUser({ email: 'unpaid-buyer@example.se' });
    const pay = async (buyer: TestUser) => {
      const order = await placeOrder(app, buyer, product._id, 'Swish');
      const res = await app.http.put(
        `/api/orders/${order._id}/update`,
        { is_paid: true, paid_date: '2026-11-20' },
        { token: seller.token },
      );
      expect(res.status).toBe(200);
      return order;
    };
    await pay(recent);
    const oldOrder = await pay(old);
    await placeOrder(app, unpaid, product._id, 'Swish');
    await app.orm.em
      .fork()
      .execute(`update orders set created_at = now() - interval '7 months' where id = ?`, [oldOrder._id]);

    const id = await noticeIdOf((await report(validNotice(url))).body.reference);
    expect((await decide(id, { decision: 'remove_listing', reasons })).status).toBe(200);
    const rows = await outbox(app);
    const about = (email: string) =>
      mailTo(rows, email).filter((mail) => mail.subject.includes('Olaglig laddare'));
    expect(about('recent-buyer@example.se')).toHaveLength(1);
    expect(about('recent-buyer@example.se')[0]!.text_body).toContain('Leksaksboden');
    expect(about('old-buyer@example.se')).toHaveLength(0);
    expect(about('unpaid-buyer@example.se')).toHaveLength(0);
  });
});

describe('transparency figures', () => {
  it('equal the decisions made', async () => {
    const year = new Date().getFullYear();
    const { url } = await shopWithProduct();
    const before = (await app.http.get(`/api/admin/transparency?year=${year}`, { token: admin.token })).body;
    const a = await noticeIdOf((await report({ ...validNotice(url), category: 'fraud' })).body.reference);
    await noticeIdOf((await report({ ...validNotice(url), category: 'fraud' })).body.reference);
    expect((await decide(a, { decision: 'no_action' })).status).toBe(200);
    const after = await app.http.get(`/api/admin/transparency?year=${year}`, { token: admin.token });
    expect(after.status).toBe(200);
    expect(after.body.notices.fraud).toBe(before.notices.fraud + 2);
    expect(after.body.decisions.no_action).toBe(before.decisions.no_action + 1);
    const [counted] = await app.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from notices where decision = 'remove_listing'`);
    expect(after.body.decisions.remove_listing).toBe(counted!.n);
    expect(after.body.median_hours_to_decision).toBeGreaterThanOrEqual(0);
  });
});

describe('demo data', () => {
  it('seeds a decided report the toy shop can appeal and one waiting, mailing no one', async () => {
    const toyShop = await app.createUser({ email: 'lek@torget.se', seller: { name: 'Lekstugan' } });
    const before = (await outbox(app)).length;
    const em = app.orm.em.fork();
    await seedDemoNotices(app.container, em, 'https://torget.example');
    const mine = await app.http.get('/api/statements/mine', { token: toyShop.token });
    expect(mine.body.statements).toMatchObject([
      { kind: 'remove_listing', product_name: 'Blinkande jojo', can_appeal: true, from_notice: true },
    ]);
    const decided = await app.http.get('/api/admin/notices?status=decided', { token: admin.token });
    expect(decided.body.notices[0]).toMatchObject({ decision: 'remove_listing', category: 'unsafe_product' });
    const open = await app.http.get('/api/admin/notices', { token: admin.token });
    expect(open.body.notices.at(-1)).toMatchObject({ category: 'counterfeit', decision: null });
    expect((await outbox(app)).length).toBe(before);
  });
});
