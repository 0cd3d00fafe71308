import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { orderReference } from '../../orders/order-reference';
import { mailTo, outbox } from './outbox';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
});
afterAll(() => app.close());

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('order emails', () => {
  it('confirms the order to the buyer with Swish instructions, tells the seller, then reports paid and delivered', async () => {
    const shop = await createShop(
      app,
      [{ name: 'Kaffekopp <Blå>', price: 1249.5, shipping_price: 49, countInStock: 5 }],
      {
        name: 'Kafé & Keramik',
      },
    );
    const buyer = await app.createUser({ name: 'Bertil Köpare' });
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 2 }]),
      {
        token: buyer.token,
      },
    );
    const id = placed.body._id as string;
    const ref = orderReference(id);
    const rows = await outbox(app, 2);

    const [confirmation] = mailTo(rows, buyer.email);
    expect(confirmation!.subject).toBe(`Orderbekräftelse ${ref} från Kafé & Keramik`);
    const text = nbsp(confirmation!.text_body);
    expect(text).toContain('2 × Kaffekopp <Blå>  2 499,00 kr');
    expect(text).toContain('Totalt  2 597,00 kr');
    expect(text).toContain(`Betala med Swish till 1231181189: 2 597,00 kr, meddelande "${ref}"`);
    expect(text).toContain(`https://torget.example/order/${id}`);
    expect(confirmation!.html_body).toContain('Kaffekopp &lt;Blå&gt;');
    expect(confirmation!.html_body).not.toContain('<Blå>');

    const [notice] = mailTo(rows, shop.seller.email);
    expect(nbsp(notice!.subject)).toBe(`Ny order ${ref} (2 597,00 kr)`);
    expect(nbsp(notice!.text_body)).toContain(
      'Bertil Köpare har beställt från Kafé & Keramik. Betalning: Swish.',
    );

    const url = `/api/orders/${id}/update`;
    await app.http.put(url, { is_paid: true, paid_date: '2026-11-22' }, { token: shop.seller.token });
    await app.http.put(
      url,
      { is_delivered: true, delivered_date: '2026-11-23' },
      { token: shop.seller.token },
    );
    const after = mailTo(await outbox(app, 4), buyer.email);
    expect(after.map((mail) => mail.subject)).toEqual([
      `Orderbekräftelse ${ref} från Kafé & Keramik`,
      `Betalning mottagen för order ${ref}`,
      `Order ${ref} är skickad`,
    ]);
  });
});

describe('seller emails', () => {
  it('tells the admins about an application and the seller about the approval', async () => {
    const admin = await app.createUser({ admin: true });
    const applicant = await app.createUser({ name: 'Siv Säljare' });
    await app.http.put(
      '/api/users/profile',
      {
        wants_to_be_seller: true,
        seller_plan: 1,
        seller_name: 'Sivs Syateljé',
        seller_address: 'Ågatan 1',
        seller_post_number: '582 23',
        seller_city: 'Linköping',
        seller_phone: '013-12 34 56',
        seller_organisation_number: '556016-0680',
      },
      { token: applicant.token },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const adminMail = mailTo(await outbox(app), admin.email).find((m) => m.subject.includes('Siv'));
    expect(adminMail).toMatchObject({ subject: 'Ny säljaransökan från Siv Säljare' });
    expect(adminMail!.text_body).toContain(`https://torget.example/user/${applicant.id}/edit`);

    await app.http.put(`/api/users/${applicant.id}`, { is_seller: true }, { token: admin.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const approved = mailTo(await outbox(app), applicant.email);
    expect(approved.map((m) => m.subject)).toEqual(['Din butik på Torget är öppen']);
    expect(approved[0]!.text_body).toContain('Sivs Syateljé är nu öppen på Torget');
  });
});
