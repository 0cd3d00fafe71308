import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportReportDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { productList } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.signOut();
});

const refused: ImportReportDto = {
  dryRun: true,
  rows: [
    {
      row: 2,
      handle: 'ullvante',
      action: 'refuse',
      messages: ['Importeras inte: rad 3 för samma produkt avvisades.'],
    },
    {
      row: 3,
      handle: 'ullvante',
      action: 'refuse',
      messages: ['Variant 3: GTIN måste vara 8, 12, 13 eller 14 siffror med giltig kontrollsiffra'],
    },
    { row: 4, handle: 'kaffemugg', action: 'create', messages: [] },
  ],
  created: 1,
  updated: 0,
  refused: 1,
};
const clean: ImportReportDto = {
  dryRun: true,
  rows: [
    { row: 2, handle: 'ullvante', action: 'create', messages: [] },
    { row: 3, handle: 'ullvante', action: 'create', messages: [] },
    { row: 4, handle: 'kaffemugg', action: 'update', messages: [] },
  ],
  created: 1,
  updated: 1,
  refused: 0,
};

const csv = (text: string) => new File([text], 'produkter.csv', { type: 'text/csv' });

describe('Importera produkter', () => {
  it('is linked from the product list, shows refused rows and imports only a file without refusals', async () => {
    const calls: string[] = [];
    let answer = refused;
    fakeApi({
      'GET /api/products': () => productList([]),
      'GET /api/products/mine': () => ({ products: [], page: 1, pages: 1 }),
      'POST /api/products/import': async (request) => {
        const dryRun = new URL(request.url).searchParams.get('dryRun');
        const file = (await request.formData()).get('file') as File;
        calls.push(`${dryRun} ${await file.text()}`);
        return dryRun === 'true' ? answer : { ...answer, dryRun: false };
      },
    });
    renderApp('/productlist/seller', { locale: 'sv' });
    fireEvent.click(await screen.findByRole('link', { name: 'Importera produkter' }));
    expect(await screen.findByRole('heading', { name: 'Importera produkter' })).toBeTruthy();
    expect(screen.getByText('Vad varje kolumn innehåller')).toBeTruthy();

    const input = screen.getByLabelText('CSV-fil');
    const check = screen.getByRole('button', { name: 'Granska filen' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.change(input, { target: { files: [csv('handle;name;price;count_in_stock\nfel')] } });
    fireEvent.click(check);

    const table = await screen.findByRole('table', { name: 'Filen rad för rad' });
    const row3 = within(table).getByText('GTIN', { exact: false }).closest('tr')!;
    expect(within(row3).getByText('Avvisas')).toBeTruthy();
    expect(within(row3).getByText('3')).toBeTruthy();
    expect(screen.getByText('1 produkt skapas, 0 ändras och 1 avvisas.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Inget importeras så länge en rad avvisas/);
    expect(screen.queryByRole('button', { name: /^Importera \d/ })).toBeNull();
    expect(calls).toEqual(['true handle;name;price;count_in_stock\nfel']);

    answer = clean;
    fireEvent.change(input, { target: { files: [csv('handle;name;price;count_in_stock\nrätt')] } });
    expect(screen.queryByRole('table', { name: 'Filen rad för rad' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Granska filen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Importera 2 produkter' }));
    expect(await screen.findByText(/Klart: 1 produkt skapades och 1 ändrades/)).toBeTruthy();
    expect(calls.at(-1)).toBe('false handle;name;price;count_in_stock\nrätt');
    expect(screen.getByRole('link', { name: 'Tillbaka till dina produkter' }).getAttribute('href')).toBe(
      '/productlist/seller',
    );
  });

  it("shows the server's refusal of a whole file", async () => {
    fakeApi({
      'POST /api/products/import': () => {
        throw {
          status: 400,
          body: {
            message: 'Okänd kolumn pris. Ladda ner mallen för att se alla kolumner.',
            code: 'IMPORT_COLUMNS',
          },
        };
      },
    });
    renderApp('/productlist/seller/import', { locale: 'sv' });
    fireEvent.change(await screen.findByLabelText('CSV-fil'), { target: { files: [csv('pris\n1')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Granska filen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Okänd kolumn pris. Ladda ner mallen för att se alla kolumner.',
      ),
    );
  });
});
