import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { mailFor } from '../../mail/__tests__/outbox';
import { createShop, orderBody, type Shop } from '../../orders/__tests__/fixtures';

let app: TestApp;
let shop: Shop;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  shop = await createShop(app, [{ name: 'Kanna', price: 199, shipping_price: 29, countInStock: 100 }], {
    name: 'Keramikboden',
  });
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

const deleteMe = (user: TestUser, body: object, language = 'en') =>
  app.http.delete('/api/users/me', { token: user.token, body, headers: { 'accept-language': language } });

async function placeOrder(buyer: TestUser): Promise<string> {
  const placed = await app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 1 }]), {
    token: buyer.token,
  });
  expect(placed.status, placed.text).toBe(201);
  return placed.body._id;
}

const markOrder = (id: string, update: object) =>
  app.http.put(`/api/orders/${id}/update`, update, { token: shop.seller.token });

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

const sql = <T extends object>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

describe('DELETE /api/users/me', () => {
  it('asks for the password again and refuses while an order is not delivered, then erases the person', async () => {
    const buyer = await app.createUser({ name: 'Karin Kund' });
    const order = await placeOrder(buyer);
    const notice = await app.http.post(
      '/api/notices',
      {
        category: 'counterfeit',
        url: `https://torget.example/product/${shop.products[0]!._id}`,
        explanation: 'Kannan ser ut att vara en kopia av ett känt märke, och säljaren svarar inte.',
        name: 'Karin Kund',
        email: buyer.email,
        good_faith: true,
      },
      { token: buyer.token },
    );
    expect(notice.status, notice.text).toBe(201);
    const review = await app.http.post(
      `/api/products/${shop.products[0]!._id}/reviews`,
      { rating: 5, comment: 'Vacker kanna' },
      { token: buyer.token },
    );
    expect(review.status).toBe(201);

    const wrong = await deleteMe(buyer, { password: 'not my password', reviews: 'keep' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password is not right.');
    const missing = await deleteMe(buyer, {}, 'sv');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Ange ditt lösenord.');

    const refused = await deleteMe(buyer, { password: buyer.password, reviews: 'keep' }, 'sv');
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(
      'Du har beställningar som inte har levererats än. Kontot kan raderas när de har kommit fram (eller återbetalats).',
    );
    expect((await app.http.get(`/api/users/${buyer.id}`, { token: buyer.token })).status).toBe(200);

    expect((await markOrder(order, { is_paid: true, paid_date: today() })).status).toBe(200);
    expect((await deleteMe(buyer, { password: buyer.password })).status).toBe(409);
    expect((await markOrder(order, { is_delivered: true, delivered_date: today() })).status).toBe(200);

    const done = await deleteMe(buyer, { password: buyer.password, reviews: 'keep' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ message: 'Your account is deleted.' });

    // Unreachable: the old token, sign-in and the account itself are gone.
    expect((await app.http.get(`/api/users/${buyer.id}`, { token: buyer.token })).status).toBe(401);
    const signin = await app.http.post('/api/users/signin', { email: buyer.email, password: buyer.password });
    expect(signin.status).toBe(401);
    expect(await sql('select 1 from users where id = ?', [buyer.id])).toEqual([]);

    // The order stays for the shop's bookkeeping with what a receipt needs, without the consumer.
    const kept = await app.http.get(`/api/orders/${order}`, { token: shop.seller.token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ user: null, shopName: 'Keramikboden', totalPrice: 228, isPaid: true });
    expect(kept.body.shippingAddress).toMatchObject({ fullName: '', address: '', city: '', postalCode: '' });
    expect(kept.body.orderItems).toMatchObject([{ name: 'Kanna', qty: 1, price: 199 }]);
    const leftovers = await sql(
      `select table_name from (
         select 'orders' as table_name from orders where shipping_full_name = 'Karin Kund' or buyer_id = ?
         union all select 'reviews' from reviews where name = 'Karin Kund' or user_id = ?
         union all select 'users' from users where email = ?
         union all select 'notices' from notices where notifier_email = ? or notifier_name = 'Karin Kund') found`,
      [buyer.id, buyer.id, buyer.email, buyer.email],
    );
    expect(leftovers).toEqual([]);

    // The review stays, signed as a former customer.
    const product = await app.http.get(`/api/products/${shop.products[0]!._id}`);
    expect(
      product.body.reviews.map((r: { name: string; comment: string }) => [r.name, r.comment]),
    ).toContainEqual(['Tidigare kund', 'Vacker kanna']);

    // A last mail, and the email can register anew.
    // (In Swedish: the account never chose a language.)
    const mails = await mailFor(app, buyer.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain('Ditt konto på Torget är raderat');
    const again = await app.http.post('/api/users/register', {
      name: 'Karin Igen',
      email: buyer.email,
      password: 'another good password',
    });
    expect(again.status).toBe(201);
  });

  it('removes the reviews when the person chooses so, and counts the ratings again', async () => {
    const buyer = await app.createUser({ name: 'Rut Recensent' });
    const product = shop.products[0]!._id;
    const before = (await app.http.get(`/api/products/${product}`)).body.numReviews as number;
    await app.http.post(
      `/api/products/${product}/reviews`,
      { rating: 1, comment: 'Nej' },
      { token: buyer.token },
    );
    expect((await app.http.get(`/api/products/${product}`)).body.numReviews).toBe(before + 1);
    expect((await deleteMe(buyer, { password: buyer.password, reviews: 'remove' })).status).toBe(200);
    const after = (await app.http.get(`/api/products/${product}`)).body;
    expect(after.numReviews).toBe(before);
    expect(after.reviews.map((r: { comment: string }) => r.comment)).not.toContain('Nej');
  });

  it("closes a seller's shop: refused while a shop order is open, then its products leave the catalogue", async () => {
    const seller = await createShop(app, [{ name: 'Vas', price: 300, shipping_price: 0, countInStock: 5 }], {
      name: 'Vasboden',
    });
    const buyer = await app.createUser();
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: seller.products[0]!._id, qty: 1 }]),
      {
        token: buyer.token,
      },
    );
    expect(placed.status).toBe(201);
    const refused = await deleteMe(seller.seller, { password: seller.seller.password });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(
      'Your shop has orders that are not delivered or refunded yet. Handle them first, then delete the account.',
    );
    await app.http.put(
      `/api/orders/${placed.body._id}/update`,
      { is_paid: true, paid_date: today(), is_delivered: true, delivered_date: today() },
      { token: seller.seller.token },
    );
    expect((await deleteMe(seller.seller, { password: seller.seller.password })).status).toBe(200);

    expect((await app.http.get(`/api/products/${seller.products[0]!._id}`)).status).toBe(404);
    const signin = await app.http.post('/api/users/signin', {
      email: seller.seller.email,
      password: seller.seller.password,
    });
    expect(signin.status).toBe(401);
    // The shop's order keeps pointing at the closed shop, whose business identity stays for the receipts.
    const order = await app.http.get(`/api/orders/${placed.body._id}`, { token: buyer.token });
    expect(order.body.shopName).toBe('Vasboden');
    const [row] = await sql<{ name: string; email: string; is_seller: boolean; org: string }>(
      'select name, email, is_seller, seller_organisation_number as org from users where id = ?',
      [seller.seller.id],
    );
    expect(row).toMatchObject({ name: '', is_seller: false, org: '556016-0680' });
    expect(row!.email).not.toBe(seller.seller.email);
    // Gone from the admin's user list, and deleted once: an admin finds no such user any more.
    const listed = await app.http.get('/api/users/paged?search=erased', { token: admin.token });
    expect(listed.body.total).toBe(0);
    // Deleted once: an admin finds no such user any more.
    expect((await app.http.delete(`/api/users/${seller.seller.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('follows the same rules when an admin deletes someone', async () => {
    const buyer = await app.createUser({ name: 'Adam Admin-raderad' });
    const order = await placeOrder(buyer);
    const refused = await app.http.delete(`/api/users/${buyer.id}`, { token: admin.token });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.code).toBe('ORDERS_RUNNING');
    await app.http.delete(`/api/orders/${order}`, { token: buyer.token });
    const res = await app.http.delete(`/api/users/${buyer.id}`, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(
      (await app.http.post('/api/users/signin', { email: buyer.email, password: buyer.password })).status,
    ).toBe(401);
    const mails = await mailFor(app, buyer.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain('Ditt konto på Torget är raderat');
  });

  it('needs a signed-in caller', async () => {
    expect((await app.http.delete('/api/users/me', { body: { password: 'x' } })).status).toBe(401);
  });
});
