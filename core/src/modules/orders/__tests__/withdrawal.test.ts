import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { mailFor, outbox } from '../../mail/__tests__/outbox';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { orderReference } from '../order-reference';
import { createShop, orderBody, type Shop } from './fixtures';

const ledger = new LedgerProvider();
let app: TestApp;
let shop: Shop;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp({
    env: { PUBLIC_URL: 'https://torget.example' },
    // Ledger (PayPal, refunds through Torget) and Counter (Swish, marked paid by the shop).
    plugins: [loadPlugin(ledgerPlugin(ledger), {})],
  });
  shop = await createShop(
    app,
    [
      { name: 'Kanna', price: 199, shipping_price: 29, countInStock: 100 },
      { name: 'Kopp', price: 50, shipping_price: 10, countInStock: 100 },
    ],
    { name: 'Keramikboden' },
  );
  buyer = await app.createUser({ name: 'Karin Kund' });
});
afterAll(() => app.close());

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** The calendar day `daysAgo` days before today in Stockholm, as the seller's form sends it. */
const stockholmDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
  );

interface OrderAnswer {
  _id: string;
  orderItems: { _id: string; name: string; qty: number }[];
  withdrawal: { deadline: string | null; available: boolean; made: unknown[] };
  [key: string]: unknown;
}

/** An order of 2 Kanna and 3 Kopp (Swish), paid as the shop marks it, delivered `deliveredDaysAgo` days ago. */
async function order(options: { paid?: boolean; deliveredOn?: string } = {}): Promise<OrderAnswer> {
  const [kanna, kopp] = shop.products;
  const placed = await app.http.post(
    '/api/orders',
    orderBody([
      { product: kanna!._id, qty: 2 },
      { product: kopp!._id, qty: 3 },
    ]),
    { token: buyer.token },
  );
  expect(placed.status).toBe(201);
  const id = placed.body._id as string;
  const update: Record<string, unknown> = {};
  if (options.paid !== false) Object.assign(update, { is_paid: true, paid_date: stockholmDay(30) });
  if (options.deliveredOn) Object.assign(update, { is_delivered: true, delivered_date: options.deliveredOn });
  if (Object.keys(update).length) {
    const res = await app.http.put(`/api/orders/${id}/update`, update, { token: shop.seller.token });
    expect(res.status).toBe(200);
  }
  return (await app.http.get(`/api/orders/${id}`, { token: buyer.token })).body;
}

const withdraw = (id: string, body: unknown, as: TestUser = buyer) =>
  app.http.post(`/api/orders/${id}/withdrawal`, body, { token: as.token });

const read = async (id: string): Promise<OrderAnswer> =>
  (await app.http.get(`/api/orders/${id}`, { token: buyer.token })).body;

/** A refused withdrawal changes nothing: no withdrawal is recorded and no mail is queued. */
async function expectUnchanged(id: string, mailsBefore: number) {
  expect((await read(id)).withdrawal.made).toEqual([]);
  expect((await outbox(app)).length).toBe(mailsBefore);
}

describe('POST /api/orders/:id/withdrawal', () => {
  it('withdraws chosen items of a delivered order; the order shows when, what and why, and the deadline', async () => {
    const placed = await order({ deliveredOn: stockholmDay(3) });
    expect(placed.withdrawal).toMatchObject({ available: true, made: [] });
    const [kanna] = placed.orderItems;
    const res = await withdraw(placed._id, { items: [{ _id: kanna!._id, qty: 1 }], reason: 'Fel färg' });
    expect(res.status).toBe(201);
    const { withdrawal } = res.body;
    expect(withdrawal.made).toEqual([
      {
        _id: expect.any(String),
        date: expect.any(String),
        reason: 'Fel färg',
        items: [{ _id: kanna!._id, name: 'Kanna', qty: 1 }],
        // One Kanna with its shipping: 199 + 29.
        amount: 228,
        toRefund: 228,
        refundedOutside: null,
        returnReceived: null,
      },
    ]);
    // Where the goods go back: the shop set no return address, so its own.
    expect(withdrawal.returnTo).toMatchObject({ name: 'Keramikboden', address: 'Storgatan 1' });
    expect(Date.now() - Date.parse(withdrawal.made[0].date)).toBeLessThan(60_000);
    // Still open: one Kanna and three Kopp are left.
    expect(withdrawal.available).toBe(true);
    expect(withdrawal.deadline).toBe(res.body.withdrawal.deadline);
    // The seller sees it on the order and in the list.
    const seen = await app.http.get(`/api/orders/${placed._id}`, { token: shop.seller.token });
    expect(seen.body.withdrawal.made).toHaveLength(1);
    const list = await app.http.get('/api/orders/paged', { token: shop.seller.token });
    const listed = list.body.orders.find((o: OrderAnswer) => o._id === placed._id);
    expect(listed.withdrawal.made[0].reason).toBe('Fel färg');
  });

  it('takes line ids alone as all that is left of them, and once everything is withdrawn the function is gone', async () => {
    const placed = await order({ deliveredOn: stockholmDay(1) });
    const [kanna, kopp] = placed.orderItems;
    await withdraw(placed._id, { items: [{ _id: kopp!._id, qty: 2 }] });
    const rest = await withdraw(placed._id, { items: [kanna!._id, kopp!._id] });
    expect(rest.status).toBe(201);
    expect(rest.body.withdrawal.made[1].items).toEqual([
      { _id: kanna!._id, name: 'Kanna', qty: 2 },
      { _id: kopp!._id, name: 'Kopp', qty: 1 },
    ]);
    expect(rest.body.withdrawal.made[1].reason).toBe('');
    expect(rest.body.withdrawal.available).toBe(false);
  });

  it('is open for a paid order not yet delivered, with no deadline yet', async () => {
    const placed = await order();
    expect(placed.withdrawal).toEqual({
      deadline: null,
      available: true,
      made: [],
      toRefund: 0,
      returnTo: null,
    });
    const res = await withdraw(placed._id, { items: [placed.orderItems[1]!._id] });
    expect(res.status).toBe(201);
  });

  it('lasts until the end of the 14th day after delivery, Stockholm time, and says so once it is over', async () => {
    const lastDay = await order({ deliveredOn: stockholmDay(14) });
    expect(lastDay.withdrawal.available).toBe(true);
    expect((await withdraw(lastDay._id, { items: [lastDay.orderItems[0]!._id] })).status).toBe(201);

    // Delivered on 20 October 2026 (winter time): the period ended at midnight after 3 November.
    const late = await order({ deliveredOn: '2026-10-20' });
    expect(late.withdrawal).toEqual({
      deadline: '2026-11-03T22:59:59.999Z',
      available: false,
      made: [],
      toRefund: 0,
      returnTo: null,
    });
    const before = (await outbox(app)).length;
    const res = await withdraw(late._id, { items: [late.orderItems[0]!._id] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'The right of withdrawal for this order ended on 3 November 2026.',
      code: 'WITHDRAWAL_PERIOD_OVER',
    });
    const swedish = await app.http.post(
      `/api/orders/${late._id}/withdrawal`,
      { items: [late.orderItems[0]!._id] },
      { token: buyer.token, headers: { 'accept-language': 'sv-SE' } },
    );
    expect(swedish.body.message).toBe('Ångerrätten för den här beställningen gick ut 3 november 2026.');
    await expectUnchanged(late._id, before);

    // Across the change to summer time: delivered 20 March, the period ended at midnight after 3 April.
    const spring = await order({ deliveredOn: '2026-03-20' });
    expect(spring.withdrawal.deadline).toBe('2026-04-03T21:59:59.999Z');

    const dayAfter = await order({ deliveredOn: stockholmDay(15) });
    expect(dayAfter.withdrawal.available).toBe(false);
    expect((await withdraw(dayAfter._id, { items: [dayAfter.orderItems[0]!._id] })).status).toBe(409);
  });

  it('is not for an unpaid, undelivered order (that one is deleted instead)', async () => {
    const unpaid = await order({ paid: false });
    expect(unpaid.withdrawal.available).toBe(false);
    const before = (await outbox(app)).length;
    const res = await withdraw(unpaid._id, { items: [unpaid.orderItems[0]!._id] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ORDER_STATE');
    await expectUnchanged(unpaid._id, before);
  });

  it('is the buyer’s only: the shop and admins are refused, anyone else is told the order does not exist', async () => {
    const placed = await order({ deliveredOn: stockholmDay(2) });
    const body = { items: [placed.orderItems[0]!._id] };
    const before = (await outbox(app)).length;
    const admin = await app.createUser({ admin: true });
    const stranger = await app.createUser();
    for (const as of [shop.seller, admin]) {
      const res = await withdraw(placed._id, body, as);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Only the buyer can withdraw from this order.',
        code: 'NOT_THE_BUYER',
      });
    }
    expect((await withdraw(placed._id, body, stranger)).status).toBe(404);
    expect((await app.http.post(`/api/orders/${placed._id}/withdrawal`, body)).status).toBe(401);
    await expectUnchanged(placed._id, before);
  });

  it("refuses another order's items, a line twice, more than was bought, and items already withdrawn", async () => {
    const placed = await order({ deliveredOn: stockholmDay(2) });
    const other = await order({ deliveredOn: stockholmDay(2) });
    const [kanna, kopp] = placed.orderItems;
    const before = (await outbox(app)).length;

    const foreign = await withdraw(placed._id, { items: [kanna!._id, other.orderItems[0]!._id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: 'An item you chose is not part of this order.',
      code: 'ITEM_NOT_IN_ORDER',
    });
    const twice = await withdraw(placed._id, { items: [kanna!._id, { _id: kanna!._id, qty: 1 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Each item can be listed once.');
    const tooMany = await withdraw(placed._id, { items: [{ _id: kopp!._id, qty: 4 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      message: 'Only 3 of Kopp can be withdrawn (the order has 3).',
      code: 'WITHDRAWAL_EXCEEDS_ORDER',
    });
    await expectUnchanged(placed._id, before);

    expect((await withdraw(placed._id, { items: [kanna!._id] })).status).toBe(201);
    const again = await withdraw(placed._id, { items: [kanna!._id] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Kanna is already withdrawn.', code: 'ALREADY_WITHDRAWN' });
    const partly = await withdraw(placed._id, { items: [{ _id: kopp!._id, qty: 2 }] });
    expect(partly.status).toBe(201);
    const mailsBefore = (await outbox(app)).length;
    const over = await withdraw(placed._id, { items: [{ _id: kopp!._id, qty: 2 }] });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: 'Only 1 of Kopp can be withdrawn (the order has 3, 2 already withdrawn).',
      code: 'WITHDRAWAL_EXCEEDS_ORDER',
    });
    expect((await read(placed._id)).withdrawal.made).toHaveLength(2);
    expect((await outbox(app)).length).toBe(mailsBefore);
    // What is left of a partly withdrawn line can still be withdrawn, by its quantity.
    const last = await withdraw(placed._id, { items: [{ _id: kopp!._id, qty: 1 }] });
    expect(last.status).toBe(201);
    expect(last.body.withdrawal.made[2].items).toEqual([{ _id: kopp!._id, name: 'Kopp', qty: 1 }]);
    expect(last.body.withdrawal.available).toBe(false);
  });

  it('refuses malformed requests with a 400 naming the field', async () => {
    const placed = await order({ deliveredOn: stockholmDay(2) });
    const id = placed.orderItems[0]!._id;
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: [] }, 'items'],
      [{ items: 'all' }, 'items'],
      [{ items: ['not-an-id'] }, 'items.0'],
      [{ items: [{ _id: id, qty: 0 }] }, 'items.0.qty'],
      [{ items: [{ _id: id, qty: 1.5 }] }, 'items.0'],
      [{ items: [id], reason: 42 }, 'reason'],
      [{ items: [id], reason: 'x'.repeat(2001) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await withdraw(placed._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await withdraw('00000000-0000-4000-8000-000000000000', { items: [id] })).status).toBe(404);
    expect((await read(placed._id)).withdrawal.made).toEqual([]);
  });

  it('mails the buyer an acknowledgement at once, with its date and time and what happens next, and tells the shop', async () => {
    const placed = await order({ deliveredOn: stockholmDay(5) });
    const ref = orderReference(placed._id);
    const res = await withdraw(placed._id, {
      items: [{ _id: placed.orderItems[1]!._id, qty: 2 }],
      reason: 'Ångrade mig',
    });
    expect(res.status).toBe(201);
    const when = new Date(res.body.withdrawal.made[0].date);
    // "25 november 2026 14:05", Stockholm time.
    const dateTime = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(when);

    // Queued by the withdrawal's own transaction: there when the call answers.
    const toBuyer = (await outbox(app)).filter(
      (mail) =>
        mail.recipient === buyer.email && mail.subject.includes(ref) && mail.subject.includes('ångrar'),
    );
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe(`Vi har tagit emot att du ångrar köpet (order ${ref})`);
    const text = nbsp(toBuyer[0]!.text_body);
    expect(text).toContain(
      `Du ångrade köpet ${dateTime}. Det gäller order ${ref} hos Keramikboden:\n\n2 × Kopp`,
    );
    expect(text).toContain('Anledning: Ångrade mig');
    expect(text).toContain(
      'Skicka tillbaka varorna till Keramikboden, Storgatan 1, 111 22 Stockholm inom 14 dagar.',
    );
    expect(text).toContain(
      'Keramikboden betalar tillbaka 120,00 kr (varorna och deras frakt) med Disk inom 14 dagar',
    );
    expect(text).toContain(`https://torget.example/order/${placed._id}`);

    const [toShop] = (await mailFor(app, shop.seller.email, 1)).filter(
      (mail) => mail.subject === `Ångrat köp: order ${ref}`,
    );
    const shopText = nbsp(toShop!.text_body);
    expect(shopText).toContain(`Karin Kund ångrade köpet ${dateTime} (order ${ref}):\n\n2 × Kopp`);
    expect(shopText).toContain('Återbetala 120,00 kr (varorna och deras frakt) inom 14 dagar');
  });
});

describe('after a withdrawal', () => {
  it('the shop refunds the withdrawn items through the refund capability, and the buyer’s order shows the refund', async () => {
    const seller = await app.createUser({ seller: { plan: 2, hasPaypal: true, name: 'Ledgerbutiken' } });
    const product = await app.http.post('/api/products', undefined, { token: seller.token });
    await app.http.put(
      `/api/products/${product.body._id}`,
      { name: 'Skål', price: 150, shipping_price: 25, countInStock: 10 },
      { token: seller.token },
    );
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: product.body._id, qty: 2 }], 'PayPal'),
      { token: buyer.token },
    );
    const id = placed.body._id as string;
    const paymentId = ledger.pay(placed.body);
    expect((await app.http.put(`/api/orders/${id}/pay`, { paymentId }, { token: buyer.token })).status).toBe(
      200,
    );
    await app.http.put(
      `/api/orders/${id}/update`,
      { is_delivered: true, delivered_date: stockholmDay(4) },
      { token: seller.token },
    );
    const withdrawn = await withdraw(id, { items: [{ _id: placed.body.orderItems[0]._id, qty: 1 }] });
    const amount = withdrawn.body.withdrawal.made[0].amount;
    expect(amount).toBe(175);

    const refund = await app.http.post(`/api/orders/${id}/refund`, { amount }, { token: seller.token });
    expect(refund.status).toBe(200);
    expect(ledger.refundedOre(paymentId)).toBe(17_500);
    const seen = await read(id);
    expect(seen.refunds).toEqual([{ amount: 175, status: 'completed', date: expect.any(String) }]);
    expect(seen.refundable).toBe(175);
  });
});

describe('returning withdrawn goods (issue 38)', () => {
  const instructions = {
    sv: 'Packa varorna väl och skicka dem som paket. Lägg med ordernumret.',
    en: 'Pack the items well and send them as a parcel. Include the order number.',
  };
  /**
   * A shop settings save. This app's Counter (its Swish) declares no settings, so a save that kept Swish on
   * is refused as a method the marketplace lacks: the save turns it off, after the order is placed.
   */
  const profile = (as: TestUser, body: Record<string, unknown>, language = 'sv') =>
    app.http.put(
      '/api/users/profile',
      { seller_has_swish: false, ...body },
      { token: as.token, headers: { 'accept-language': language } },
    );

  /** A paid, delivered order of one Vas at a shop of its own (its settings change below), withdrawn. */
  async function withdrawnAt(returns: Shop) {
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: returns.products[0]!._id, qty: 1 }]),
      { token: buyer.token },
    );
    const id = placed.body._id as string;
    const marked = await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: stockholmDay(3), is_delivered: true, delivered_date: stockholmDay(2) },
      { token: returns.seller.token },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.withdrawal.returnTo).toBeNull();
    const res = await withdraw(id, { items: [placed.body.orderItems[0]._id] });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('a shop sets its return address and instructions; half an address or one language is a 400 naming the field', async () => {
    const returns = await createShop(app, [{ name: 'Vas', price: 300, shipping_price: 40, countInStock: 9 }]);
    const half = await profile(returns.seller, { seller_return_address: 'Returgatan 5' });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({
      field: 'seller_return_post_number',
      message: 'Ange returadressens postnummer.',
    });
    const badPost = await profile(
      returns.seller,
      {
        seller_return_address: 'Returgatan 5',
        seller_return_post_number: '2223',
        seller_return_city: 'Lund',
      },
      'en',
    );
    expect(badPost.body).toMatchObject({
      field: 'seller_return_post_number',
      message: 'Post number must be five digits, e.g. 123 45.',
    });
    const oneLanguage = await profile(returns.seller, {
      seller_return_instructions: { sv: instructions.sv, en: '' },
    });
    expect(oneLanguage.status).toBe(400);
    expect(oneLanguage.body).toMatchObject({
      field: 'seller_return_instructions.en',
      message: 'Skriv returinstruktionerna på engelska också.',
    });
    const saved = await profile(returns.seller, {
      seller_return_address: 'Returgatan 5',
      seller_return_post_number: '222 33',
      seller_return_city: 'Lund',
      seller_return_instructions: instructions,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.seller).toMatchObject({
      return_address: 'Returgatan 5',
      return_post_number: '222 33',
      return_city: 'Lund',
      return_instructions: instructions,
    });
    // Not on the public shop page: a buyer reads it on the order she withdrew from.
    const page = await app.http.get(`/api/shops/${returns.seller.id}`);
    expect(page.body.seller).not.toHaveProperty('return_address');
  });

  it('the buyer who withdrew is shown the return address and instructions, on the order and in her mail', async () => {
    const returns = await createShop(
      app,
      [{ name: 'Vas', price: 300, shipping_price: 40, countInStock: 9 }],
      {
        name: 'Glasboden',
      },
    );
    const english = await app.createUser({ name: 'Emma Buyer' });
    await app.http.put('/api/users/profile/language', { language: 'en' }, { token: english.token });
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: returns.products[0]!._id, qty: 1 }]),
      { token: english.token },
    );
    const id = placed.body._id as string;
    await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: stockholmDay(3) },
      { token: returns.seller.token },
    );
    // The shop's settings as they are when the buyer reads them.
    const saved = await profile(returns.seller, {
      seller_return_address: 'Returgatan 5',
      seller_return_post_number: '222 33',
      seller_return_city: 'Lund',
      seller_return_instructions: instructions,
    });
    expect(saved.status).toBe(200);
    const res = await withdraw(id, { items: [placed.body.orderItems[0]._id] }, english);
    expect(res.status).toBe(201);
    expect(res.body.withdrawal.returnTo).toEqual({
      name: 'Glasboden',
      address: 'Returgatan 5',
      postalCode: '222 33',
      city: 'Lund',
      instructions,
    });
    const [mail] = (await mailFor(app, english.email, 1)).filter((sent) => sent.subject.includes('withdraw'));
    const text = nbsp(mail!.text_body);
    expect(text).toContain('Send the items back to Glasboden, Returgatan 5, 222 33 Lund within 14 days.');
    expect(text).toContain('Return address:\nGlasboden\nReturgatan 5\n222 33 Lund');
    expect(text).toContain(`How to return the goods:\n${instructions.en}`);
    expect(text).not.toContain(instructions.sv);
  });

  it('without a return address the goods go back to the shop’s own address, with no instructions', async () => {
    const returns = await createShop(
      app,
      [{ name: 'Vas', price: 300, shipping_price: 40, countInStock: 9 }],
      {
        name: 'Hemboden',
      },
    );
    const order = await withdrawnAt(returns);
    expect(order.withdrawal.returnTo).toEqual({
      name: 'Hemboden',
      address: 'Storgatan 1',
      postalCode: '111 22',
      city: 'Stockholm',
      instructions: { sv: '', en: '' },
    });
    const [mail] = (await mailFor(app, buyer.email, 1)).filter(
      (sent) => sent.subject.includes(orderReference(order._id)) && sent.subject.includes('ångrar'),
    );
    expect(nbsp(mail!.text_body)).toContain('Returadress:\nHemboden\nStorgatan 1\n111 22 Stockholm');
    expect(mail!.text_body).not.toContain('Så returnerar du');
  });

  it('only the shop marks "Retur mottagen", once; the withdrawal then says when', async () => {
    const returns = await createShop(app, [{ name: 'Vas', price: 300, shipping_price: 40, countInStock: 9 }]);
    const order = await withdrawnAt(returns);
    const made = order.withdrawal.made[0];
    expect(made.returnReceived).toBeNull();
    const path = `/api/orders/${order._id}/withdrawals/${made._id}/return-received`;
    const other = await createShop(app, []);

    const byBuyer = await app.http.post(path, undefined, { token: buyer.token });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.message).toBe('Only the shop that sold the order can mark a return as received.');
    expect([403, 404]).toContain(
      (await app.http.post(path, undefined, { token: other.seller.token })).status,
    );
    // Not an admin either: whether the goods came back only the shop knows.
    const admin = await app.createUser({ admin: true });
    expect((await app.http.post(path, undefined, { token: admin.token })).status).toBe(403);
    const unknown = await app.http.post(
      `/api/orders/${order._id}/withdrawals/${order._id}/return-received`,
      undefined,
      { token: returns.seller.token },
    );
    expect(unknown.status).toBe(404);
    expect((await read(order._id)).withdrawal.made).toEqual([
      expect.objectContaining({ returnReceived: null }),
    ]);

    const marked = await app.http.post(path, undefined, { token: returns.seller.token });
    expect(marked.status).toBe(200);
    const received = marked.body.withdrawal.made[0];
    expect(Date.now() - Date.parse(received.returnReceived)).toBeLessThan(60_000);
    // What the refund box then suggests: what is still owed for it (the Vas and its shipping).
    expect(received.toRefund).toBe(340);

    const again = await app.http.post(path, undefined, {
      token: returns.seller.token,
      headers: { 'accept-language': 'sv' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Returen är redan markerad som mottagen \(\d+ \w+ \d{4}\)\.$/);
    expect((await read(order._id)).withdrawal.made[0]).toMatchObject({
      returnReceived: received.returnReceived,
    });
  });
});
