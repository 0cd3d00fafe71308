import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductSafetyDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { makeProduct, makeShop, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const safety: ProductSafetyDto = {
  manufacturer_name: 'Lekfabriken AB',
  manufacturer_address: 'Fabriksgatan 2, 553 20 Jönköping',
  manufacturer_contact: 'https://lekfabriken.example',
  eu_responsible_name: '',
  eu_responsible_address: '',
  eu_responsible_contact: '',
  product_identifier: 'Typ LF-12',
  safety_warnings_sv: 'Ej för barn under 3 år. <b>Smådelar</b>.',
  safety_warnings_en: 'Not for children under 3. Small parts.',
};

describe('product safety (GPSR)', () => {
  it('shows "Produktsäkerhet" on the product page, warnings in the reader’s language and HTML as text', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
      [`GET /api/products/${PRODUCT_ID}/safety`]: () => safety,
    });
    renderApp(`/product/${PRODUCT_ID}`, { locale: 'sv' });
    const section = await screen.findByRole('region', { name: 'Produktsäkerhet' });
    expect(within(section).getByText(/Lekfabriken AB/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'https://lekfabriken.example' })).toBeTruthy();
    expect(within(section).getByText('Ej för barn under 3 år. <b>Smådelar</b>.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmäl olagligt innehåll' }).getAttribute('href')).toBe(
      `/report?url=${encodeURIComponent(`/product/${PRODUCT_ID}`)}`,
    );
  });

  it('lets the seller save it from the edit screen, showing the server’s refusal beside the field', async () => {
    session.signIn({
      _id: SHOP_ID,
      name: 'Sara',
      email: 'sara@example.se',
      token: 't',
      is_admin: false,
      is_seller: true,
      wants_to_be_seller: false,
    });
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/products/categories': () => [],
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
      // Not yet listed (a draft): the server finds it only for its seller, who must be signed in to say so.
      [`GET /api/products/${PRODUCT_ID}/safety`]: (request) => {
        if (request.headers.get('authorization') !== 'Bearer t')
          throw { status: 404, body: { message: 'Product Not Found', code: 'PRODUCT_NOT_FOUND' } };
        return { ...safety, manufacturer_name: '' };
      },
      [`PUT /api/products/${PRODUCT_ID}/safety`]: async (request) => {
        const body = (await request.json()) as ProductSafetyDto;
        sent.push(body);
        if (!body.manufacturer_address)
          throw {
            status: 400,
            body: {
              message: "Please enter the manufacturer's postal address.",
              code: 'VALIDATION',
              field: 'manufacturer_address',
            },
          };
        return body;
      },
    });
    renderApp(`/product/${PRODUCT_ID}/edit/seller`);
    const section = await screen.findByRole('region', { name: 'Product safety' });
    const name = within(section).getAllByLabelText('Name')[0]!;
    fireEvent.change(name, { target: { value: 'Ny Tillverkare AB' } });
    fireEvent.change(within(section).getAllByLabelText('Postal address')[0]!, { target: { value: '' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save product safety' }));
    expect(await within(section).findByText("Please enter the manufacturer's postal address.")).toBeTruthy();
    fireEvent.change(within(section).getAllByLabelText('Postal address')[0]!, {
      target: { value: 'Storgatan 1, Malmö' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save product safety' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await within(section).findByText('Product safety was saved.')).toBeTruthy();
    expect(sent[1]).toMatchObject({
      manufacturer_name: 'Ny Tillverkare AB',
      manufacturer_address: 'Storgatan 1, Malmö',
    });
  });
});
