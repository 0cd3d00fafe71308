import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { orderReference } from '../../orders/order-reference';
import { mailFor, mailTo, outbox } from './outbox';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
});
afterAll(() => app.close());

// sv-SE money uses no-break spaces ("2 597,00 kr"); compare with plain ones.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('order emails', () => {
  it('confirms the order to the buyer with Swish instructions, tells the seller, then reports paid and delivered', async () => {
    const shop = await createShop(
      app,
      [{ name: 'Kaffekopp <Blå>', price: 1249.5, shipping_price: 49, countInStock: 5 }],
      { name: 'Kafé & Keramik' },
    );
    const buyer = await app.createUser({ name: 'Bertil <b>Köpare</b>' });
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 2 }]),
      { token: buyer.token },
    );
    expect(placed.status).toBe(201);
    const id = placed.body._id as string;
    const ref = orderReference(id);

    const [confirmation] = await mailFor(app, buyer.email);
    expect(confirmation!.subject).toBe(`Orderbekräftelse ${ref} från Kafé & Keramik`);
    const text = nbsp(confirmation!.text_body);
    expect(text).toContain('2 × Kaffekopp <Blå> (moms 25 %)  2 499,00 kr');
    expect(text).toContain('Frakt  98,00 kr');
    expect(text).toContain('Totalt  2 597,00 kr');
    expect(text).toContain(`Betala med Swish till 1231181189: 2 597,00 kr, meddelande "${ref}"`);
    expect(text).toContain('Karin Kund\nStorgatan 12\n411 38 Göteborg\nSverige');
    expect(text).toContain(`https://torget.example/order/${id}`);
    // User-provided text (product and shop names) is escaped in the HTML part, never markup.
    const html = nbsp(confirmation!.html_body);
    expect(html).toContain('Kaffekopp &lt;Blå&gt;');
    expect(html).toContain('Kafé &amp; Keramik');
    expect(html).not.toContain('<Blå>');
    expect(html).toContain('2 597,00 kr');
    expect(html).toContain(`<a href="https://torget.example/order/${id}">`);

    const [notice] = await mailFor(app, shop.seller.email);
    expect(nbsp(notice!.subject)).toBe(`Ny order ${ref} (2 597,00 kr)`);
    expect(nbsp(notice!.text_body)).toContain(
      'Bertil <b>Köpare</b> har beställt från Kafé & Keramik. Betalning: Swish.',
    );
    expect(nbsp(notice!.text_body)).toContain('Skickas till:\nKarin Kund');
    expect(notice!.html_body).toContain('Bertil &lt;b&gt;Köpare&lt;/b&gt;');
    expect(notice!.html_body).not.toContain('<b>Köpare');

    const url = `/api/orders/${id}/update`;
    const paid = await app.http.put(
      url,
      { is_paid: true, paid_date: '2026-11-22' },
      { token: shop.seller.token },
    );
    expect(paid.status).toBe(200);
    const [, paidMail] = await mailFor(app, buyer.email, 2);
    expect(paidMail!.subject).toBe(`Betalning mottagen för order ${ref}`);
    expect(nbsp(paidMail!.text_body)).toContain(
      'Kafé & Keramik har tagit emot din betalning på 2 597,00 kr.',
    );

    await app.http.put(
      url,
      { is_delivered: true, delivered_date: '2026-11-23' },
      { token: shop.seller.token },
    );
    const [, , deliveredMail] = await mailFor(app, buyer.email, 3);
    expect(deliveredMail!.subject).toBe(`Order ${ref} är skickad`);
    expect(deliveredMail!.text_body).toContain('Kafé & Keramik har skickat din order.');
    expect(deliveredMail!.text_body).toContain(`https://torget.example/order/${id}`);

    // Marking paid/delivered is the seller's own doing: no mail about it. Besides the new-order notice the
    // seller is asked once for the tax details DAC7 needs, at the first paid sale without them (issue 40).
    expect(mailTo(await outbox(app), shop.seller.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Ny order/),
      'Lämna din butiks skatteuppgifter (DAC7)',
    ]);
  });
});

describe('a deleted order', () => {
  it('tells the buyer not to pay and the seller not to ship', async () => {
    const shop = await createShop(app, [{ name: 'Tekanna', price: 300 }], { name: 'Te & Ting' });
    const buyer = await app.createUser();
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
      { token: buyer.token },
    );
    const ref = orderReference(placed.body._id as string);
    await mailFor(app, shop.seller.email);
    const deleted = await app.http.delete(`/api/orders/${placed.body._id}`, { token: buyer.token });
    expect(deleted.status).toBe(200);

    const [, toBuyer] = await mailFor(app, buyer.email, 2);
    expect(toBuyer!.subject).toBe(`Order ${ref} är borttagen`);
    expect(toBuyer!.text_body).toContain(
      `Din order ${ref} hos Te & Ting har tagits bort. Den ska inte betalas och skickas inte.`,
    );
    expect(toBuyer!.html_body).toContain('Te &amp; Ting');
    const [, toSeller] = await mailFor(app, shop.seller.email, 2);
    expect(toSeller!.subject).toBe(`Order ${ref} är borttagen`);
    expect(toSeller!.text_body).toContain('Den ska inte skickas, och varorna är tillbaka i lager.');
  });
});

describe('seller emails', () => {
  it('tells every admin about an application and the seller about the approval', async () => {
    const admin = await app.createUser({ admin: true });
    const secondAdmin = await app.createUser({ admin: true });
    const bystander = await app.createUser();
    const applicant = await app.createUser({ name: 'Siv <Säljare>' });
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
      { token: applicant.token },
    );
    expect(applied.status).toBe(200);
    for (const to of [admin, secondAdmin]) {
      const [mail] = await mailFor(app, to.email);
      expect(mail!.subject).toBe('Ny säljaransökan från Siv <Säljare>');
      expect(mail!.text_body).toContain(
        `Siv <Säljare> (${applicant.email}) har ansökt om att bli säljare med plan 2.`,
      );
      expect(mail!.text_body).toContain(`https://torget.example/user/${applicant.id}/edit`);
      expect(mail!.html_body).toContain('Siv &lt;Säljare&gt;');
    }
    expect(mailTo(await outbox(app), bystander.email)).toHaveLength(0);
    expect(mailTo(await outbox(app), applicant.email)).toHaveLength(0);

    const approved = await app.http.put(
      `/api/users/${applicant.id}`,
      { is_seller: true },
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    const [mail] = await mailFor(app, applicant.email);
    expect(mail!.subject).toBe('Din butik på Torget är öppen');
    expect(mail!.text_body).toContain('Hej Siv <Säljare>!');
    expect(mail!.text_body).toContain('Sivs Syateljé är nu öppen på Torget');
    expect(mail!.text_body).toContain('https://torget.example/my_shop_menu');
    expect(mail!.html_body).toContain('Hej Siv &lt;Säljare&gt;!');
  });
});
