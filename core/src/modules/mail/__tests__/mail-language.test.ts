import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { orderReference } from '../../orders/order-reference';
import { mailFor } from './outbox';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
});
afterAll(() => app.close());

// Money uses no-break spaces ("2 597,00 kr"); compare with plain ones.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

const chooseLanguage = async (user: TestUser, language: 'sv' | 'en') => {
  const res = await app.http.put('/api/users/profile/language', { language }, { token: user.token });
  expect(res.status).toBe(200);
};

describe("mail in the recipient's saved language", () => {
  it('writes the same order event in English to an English buyer and seller, in Swedish to a Swedish or unknown one', async () => {
    const shop = await createShop(
      app,
      [{ name: 'Kaffekopp', price: 1249.5, shipping_price: 49, countInStock: 20 }],
      {
        name: 'Kafé',
      },
    );
    await chooseLanguage(shop.seller, 'en');
    const english = await app.createUser();
    await chooseLanguage(english, 'en');
    const swedish = await app.createUser();
    await chooseLanguage(swedish, 'sv');
    const unknown = await app.createUser();

    const place = async (buyer: TestUser) => {
      const res = await app.http.post(
        '/api/orders',
        orderBody([{ product: shop.products[0]!._id, qty: 2 }]),
        // The request's language is not the mail's: the account's is.
        { token: buyer.token, headers: { 'accept-language': 'sv' } },
      );
      expect(res.status).toBe(201);
      return res.body._id as string;
    };

    const id = await place(english);
    const ref = orderReference(id);
    const [confirmation] = await mailFor(app, english.email);
    expect(confirmation!.subject).toBe(`Order confirmation ${ref} from Kafé`);
    const text = nbsp(confirmation!.text_body);
    expect(text).toContain('Thank you for your order at Kafé!');
    expect(text).toContain('2 × Kaffekopp (VAT 25 %)  2 499,00 kr');
    expect(text).toContain('Shipping  98,00 kr');
    expect(text).toContain('Total  2 597,00 kr');
    expect(text).toContain('Payment method: Swish');
    // The Swish plugin's own English line: core picks it, translates nothing.
    expect(text).toContain(`Pay with Swish to 1231181189: 2 597,00 kr, message "${ref}".`);
    expect(text).toContain('View the order: https://torget.example/order/');
    expect(text).not.toMatch(/Frakt|Totalt|Betala|Visa ordern/);
    expect(confirmation!.html_body).toContain('<html lang="en">');

    const [notice] = await mailFor(app, shop.seller.email);
    expect(nbsp(notice!.subject)).toBe(`New order ${ref} (2 597,00 kr)`);
    expect(notice!.text_body).toContain('has ordered from Kafé. Payment: Swish.');

    for (const buyer of [swedish, unknown]) {
      const other = orderReference(await place(buyer));
      const [mail] = await mailFor(app, buyer.email);
      expect(mail!.subject).toBe(`Orderbekräftelse ${other} från Kafé`);
      expect(nbsp(mail!.text_body)).toContain(
        `Betala med Swish till 1231181189: 2 597,00 kr, meddelande "${other}".`,
      );
      expect(mail!.text_body).toContain('Tack för din beställning hos Kafé!');
      expect(mail!.html_body).toContain('<html lang="sv">');
    }

    // Later events follow the language saved now: the buyer switched to Swedish before it was paid.
    await chooseLanguage(english, 'sv');
    await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: '2026-11-22' },
      { token: shop.seller.token },
    );
    const [, paid] = await mailFor(app, english.email, 2);
    expect(paid!.subject).toBe(`Betalning mottagen för order ${ref}`);
  });

  it('writes account mail (password reset, seller approval) in the saved language', async () => {
    const user = await app.createUser({ name: 'Kim' });
    await chooseLanguage(user, 'en');
    expect((await app.http.post('/api/users/forgot_password', { email: user.email })).status).toBeLessThan(
      300,
    );
    const [reset] = await mailFor(app, user.email);
    expect(reset!.subject).toBe('Reset your password on Torget');
    expect(reset!.text_body).toContain('Hi Kim!');
    expect(reset!.text_body).toContain('Choose a new password: https://torget.example/reset_password/');

    const admin = await app.createUser({ admin: true });
    const seller = await app.createUser({ name: 'Siv' });
    await chooseLanguage(seller, 'en');
    const applied = await app.http.put(
      '/api/users/profile',
      {
        wants_to_be_seller: true,
        seller_plan: 2,
        seller_name: 'Sivs Syateljé',
        seller_address: 'Ågatan 1',
        seller_post_number: '582 23',
        seller_city: 'Linköping',
        seller_phone: '013-12 34 56',
        seller_organisation_number: '556016-0680',
      },
      { token: seller.token },
    );
    expect(applied.status).toBe(200);
    // The admin reads the application in Swedish (unknown language), the seller the approval in English.
    const [application] = await mailFor(app, admin.email);
    expect(application!.subject).toBe('Ny säljaransökan från Siv');
    await app.http.put(`/api/users/${seller.id}`, { is_seller: true }, { token: admin.token });
    const [approved] = await mailFor(app, seller.email);
    expect(approved!.subject).toBe('Your shop on Torget is open');
    expect(approved!.text_body).toContain('Sivs Syateljé is now open on Torget');
  });
});
