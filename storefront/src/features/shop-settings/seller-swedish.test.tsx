import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { makeProduct, productList, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

// Whole-app journeys through lazy routes: generous on a busy machine (2 cores shared by several people).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => session.signOut());

const api = () =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/users/${SHOP_ID}`]: () => makeAccount({}, { has_logo: false, logo: '' }),
    'GET /api/products': () => productList([makeProduct()]),
    'GET /api/users/profile/payment-settings': () => ({ methods: [], values: {} }),
  });

describe('a Swedish seller', () => {
  it("finds 'Min butik' with its four entries in Swedish", async () => {
    api();
    renderApp('/my_shop_menu', { locale: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Min butik' })).toBeTruthy();
    for (const entry of ['Produkter', 'Beställningar', 'Visa butiken', 'Inställningar'])
      expect(screen.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeTruthy();
  });

  it('lists her products with Swedish columns, Redigera and Ta bort', async () => {
    api();
    renderApp('/productlist/seller', { locale: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Produkter' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Id', 'Namn', 'Pris', 'Lager', 'Kategori', 'Märke', 'Åtgärder']);
    expect(screen.getByRole('link', { name: 'Redigera Mugg i stengods' }).textContent).toBe('Redigera');
    expect(screen.getByRole('button', { name: 'Ta bort Mugg i stengods' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skapa produkt' })).toBeTruthy();
  });

  it('edits the shop in Swedish: sections, colour names and schemes, and the logo message', async () => {
    api();
    renderApp('/seller_profile', { locale: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Butiksinställningar' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Butik' })).toBeTruthy();
    for (const section of ['Logotyp och banner', 'Färger', 'Kontaktuppgifter', 'Betalning'])
      expect(screen.getByRole('group', { name: section })).toBeTruthy();
    expect(screen.getByLabelText('Butikens namn')).toBeTruthy();
    expect(screen.getByText('Inga betalsätt är installerade på den här marknadsplatsen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Skog/ })).toBeTruthy();
    expect(screen.getAllByText('Sidfotens bakgrund').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Visa en logotyp'));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Välj en bild till logotypen.')).toBeTruthy();
  });
});
