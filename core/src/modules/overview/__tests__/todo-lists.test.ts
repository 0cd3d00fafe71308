import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { markDelivered, markPaid, place } from './fixtures';

// Each count of the overview's "what needs doing" leads to a list of exactly those rows.
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
const ids: Record<string, string> = {};

/** Paid through the ledger (PayPal), which can refund. */
async function paidByLedger(product: string, qty = 1): Promise<string> {
  const id = await place(app, buyer, [{ product, qty }], 'PayPal');
  const order = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
  const paymentId = ledger.pay({ _id: id, totalPrice: order.body.totalPrice });
  const paid = await app.http.put(`/api/orders/${id}/pay`, { paymentId }, { token: buyer.token });
  expect(paid.status, paid.text).toBe(200);
  return id;
}

/** The buyer withdraws from every line of the order. */
async function withdrawAll(id: string) {
  const order = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
  const items = order.body.orderItems.map((item: { _id: string }) => item._id);
  const res = await app.http.post(`/api/orders/${id}/withdrawal`, { items }, { token: buyer.token });
  expect(res.status, res.text).toBe(201);
}

async function refund(id: string, amount: number, as = seller) {
  const res = await app.http.post(`/api/orders/${id}/refund`, { amount }, { token: as.token });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  const shop = { plan: 2, hasPaypal: true, hasSwish: true };
  seller = await app.createUser({ seller: { ...shop, name: 'Kannboden' } });
  otherSeller = await app.createUser({ seller: { ...shop, name: 'Vasboden' } });
  buyer = await app.createUser({ name: 'Karin Kund' });
  admin = await app.createUser({ admin: true });
  const product = async (owner: TestUser, name: string, countInStock: number) =>
    (await createProduct(app, owner, { name, price: 100, shipping_price: 10, countInStock }))._id;
  const kanna = await product(seller, 'Kanna', 50);
  ids.mugg = await product(seller, 'Mugg', 2);
  ids.fat = await product(seller, 'Fat', 0);
  const vas = await product(otherSeller, 'Vas', 50);
  await product(otherSeller, 'Slutsåld vas', 0);

  ids.waiting = await place(app, buyer, [{ product: kanna, qty: 1 }]);
  ids.paid = await place(app, buyer, [{ product: kanna, qty: 1 }]);
  await markPaid(app, seller, ids.paid, '2026-11-02T10:00:00Z');
  ids.delivered = await place(app, buyer, [{ product: kanna, qty: 1 }]);
  await markPaid(app, seller, ids.delivered, '2026-11-01T10:00:00Z');
  await markDelivered(app, seller, ids.delivered);
  // Withdrawn, nothing refunded yet; withdrawn and partly refunded; withdrawn and refunded in full.
  ids.withdrawn = await paidByLedger(kanna);
  await withdrawAll(ids.withdrawn);
  ids.partly = await paidByLedger(kanna, 2);
  await withdrawAll(ids.partly);
  await refund(ids.partly, 110);
  ids.refunded = await paidByLedger(kanna);
  await withdrawAll(ids.refunded);
  await refund(ids.refunded, 110);
  // Another shop's withdrawal and unpaid order: never on this shop's lists.
  ids.otherWithdrawn = await paidByLedger(vas);
  await withdrawAll(ids.otherWithdrawn);
  ids.otherWaiting = await place(app, buyer, [{ product: vas, qty: 1 }]);
});
afterAll(() => app.close());

const todoOf = async (token = seller.token, query = '') =>
  (await app.http.get(`/api/overview/shop?${query}`, { token })).body.todo;
const ordersFor = (query: string, token = seller.token) =>
  app.http.get(`/api/orders/paged?${query}`, { token });
const idsOf = (body: { orders: { _id: string }[] }) => body.orders.map((order) => order._id).sort();

describe("GET /api/orders/paged?todo=: the overview's order to-dos as lists", () => {
  it('lists the orders each count counts, and only the shop’s own', async () => {
    const todo = await todoOf();
    expect(todo).toMatchObject({ awaitingPayment: 1, notDelivered: 4, withdrawals: 2 });

    const waiting = await ordersFor('todo=awaiting_payment');
    expect(waiting.status).toBe(200);
    expect(waiting.body.total).toBe(todo.awaitingPayment);
    expect(idsOf(waiting.body)).toEqual([ids.waiting]);

    const undelivered = await ordersFor('todo=not_delivered&order=oldest');
    expect(undelivered.body.total).toBe(todo.notDelivered);
    expect(idsOf(undelivered.body)).toEqual([ids.paid, ids.withdrawn, ids.partly, ids.refunded].sort());

    const withdrawals = await ordersFor('todo=withdrawals');
    expect(withdrawals.body.total).toBe(todo.withdrawals);
    expect(idsOf(withdrawals.body)).toEqual([ids.withdrawn, ids.partly].sort());
  });

  it('lists the paid orders to ship ("att skicka"), and one leaves it once shipped but stays undelivered', async () => {
    const before = await todoOf();
    const toShip = await ordersFor('todo=to_ship');
    expect(toShip.body.total).toBe(before.toShip);
    expect(idsOf(toShip.body)).toEqual([ids.paid, ids.withdrawn, ids.partly, ids.refunded].sort());
    const shipped = await app.http.put(
      `/api/orders/${ids.paid}/update`,
      { is_shipped: true, shipped_date: '2026-11-20' },
      { token: seller.token },
    );
    expect(shipped.status).toBe(200);
    const after = await todoOf();
    expect(after).toMatchObject({ toShip: before.toShip - 1, notDelivered: before.notDelivered });
    expect(idsOf((await ordersFor('todo=to_ship')).body)).not.toContain(ids.paid);
    expect(idsOf((await ordersFor('todo=not_delivered')).body)).toContain(ids.paid);
  });

  it('takes a withdrawal off the list once its amount is refunded', async () => {
    await refund(ids.partly!, 110);
    expect((await todoOf()).withdrawals).toBe(1);
    expect(idsOf((await ordersFor('todo=withdrawals')).body)).toEqual([ids.withdrawn]);
  });

  it("gives an admin one shop's to-dos, and every shop's withdrawals", async () => {
    const one = await ordersFor(`todo=awaiting_payment&seller=${otherSeller.id}`, admin.token);
    expect(idsOf(one.body)).toEqual([ids.otherWaiting]);
    const all = await ordersFor('todo=withdrawals', admin.token);
    expect(idsOf(all.body)).toEqual([ids.withdrawn, ids.otherWithdrawn].sort());
    // Which methods wait for a shop's own mark depends on the shop: an admin names one.
    const unnamed = await ordersFor('todo=awaiting_payment', admin.token);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe(
      'Please choose a shop: which orders wait for its mark depends on its payment settings.',
    );
  });

  it('refuses an unknown to-do with a clear 400', async () => {
    const res = await ordersFor('todo=everything');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('todo must be awaiting_payment, to_ship, not_delivered or withdrawals');
  });

  it('counts withdrawals from balances that follow the order, and keeps a shop that owes one from being deleted', async () => {
    // The overview and the list read `order_withdrawal_balances` (kept by the orders' triggers; the
    // reckoning is compared with the order's answer in orders/withdrawal-refunds.test.ts). Every shop's
    // open balances are the admin's list.
    const open = async () =>
      (
        await app.orm.em
          .fork()
          .execute<{ order_id: string; seller_id: string | null }[]>(
            'select order_id, seller_id from order_withdrawal_balances where owed_ore > 0',
          )
      )
        .map((row) => `${row.order_id} ${row.seller_id}`)
        .sort();
    const gone = await app.createUser({ seller: { plan: 2, hasPaypal: true, name: 'Nedlagda boden' } });
    const product = await createProduct(app, gone, { name: 'Skål', price: 100, countInStock: 5 });
    const order = await paidByLedger(product._id);
    await withdrawAll(order);
    expect(await open()).toEqual(
      [
        `${ids.withdrawn} ${seller.id}`,
        `${ids.otherWithdrawn} ${otherSeller.id}`,
        `${order} ${gone.id}`,
      ].sort(),
    );
    // A shop that still owes a refund for a withdrawal is not deleted (docs/privacy.md): the balance stays its own.
    const res = await app.http.delete(`/api/users/${gone.id}`, { token: admin.token });
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('SHOP_ORDERS_OPEN');
    expect(await open()).toEqual(
      [
        `${ids.withdrawn} ${seller.id}`,
        `${ids.otherWithdrawn} ${otherSeller.id}`,
        `${order} ${gone.id}`,
      ].sort(),
    );
    expect(idsOf((await ordersFor('todo=withdrawals', admin.token)).body)).toEqual(
      [ids.withdrawn, ids.otherWithdrawn, order].sort(),
    );
    expect((await todoOf()).withdrawals).toBe(1);
  });
});

describe("GET /api/products/mine: the seller's own products, and the overview's stock to-dos", () => {
  const mine = (query: string, token = seller.token) =>
    app.http.get(`/api/products/mine?${query}`, { token });

  it('lists the products each stock count counts', async () => {
    const todo = await todoOf();
    expect(todo).toMatchObject({ lowStock: 1, outOfStock: 1 });
    const low = await mine('todo=low_stock');
    expect(low.status).toBe(200);
    expect(low.body.total).toBe(todo.lowStock);
    expect(low.body.products.map((p: { _id: string }) => p._id)).toEqual([ids.mugg]);
    const out = await mine('todo=out_of_stock');
    expect(out.body.total).toBe(todo.outOfStock);
    expect(out.body.products.map((p: { _id: string }) => p._id)).toEqual([ids.fat]);
    expect((await mine('')).body.total).toBe(3);
  });

  it("never shows a seller another shop's products; an admin names the shop", async () => {
    const asked = await mine(`seller=${otherSeller.id}&todo=out_of_stock`);
    expect(asked.body.products.map((p: { name: string }) => p.name)).toEqual(['Fat']);
    const byAdmin = await mine(`seller=${otherSeller.id}&todo=out_of_stock`, admin.token);
    expect(byAdmin.body.products.map((p: { name: string }) => p.name)).toEqual(['Slutsåld vas']);
    expect((await mine('', buyer.token)).status).toBe(403);
    expect((await mine('todo=few')).status).toBe(400);
  });
});
