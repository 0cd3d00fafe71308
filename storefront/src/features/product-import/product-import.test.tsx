import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('moves its bar as the server reports rows checked and images fetched, tells a screen reader each quarter, then shows the report', async () => {
    let send!: (line: object) => void;
    let end!: () => void;
    const accepted: (string | null)[] = [];
    fakeApi({
      'POST /api/products/import': (request) => {
        accepted.push(request.headers.get('accept'));
        // The server's answer as it streams (contract/src/progress.ts), one line at a time as the test sends it.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            send = (line) => controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
            end = () => controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
      },
    });
    renderApp('/productlist/seller/import', { locale: 'sv' });
    fireEvent.change(await screen.findByLabelText('CSV-fil'), { target: { files: [csv('handle;name\nx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Granska filen' }));

    // Until the first line the bar only says that the file is being checked.
    const waiting = await screen.findByRole('progressbar', { name: 'Granskar filen…' });
    expect(waiting.getAttribute('value')).toBeNull();
    expect(accepted[0]).toMatch(/^application\/x-ndjson/);

    const bar = async (name: string) =>
      (await screen.findByRole('progressbar', { name })) as HTMLProgressElement;
    const status = () => screen.getByRole('status').textContent ?? '';
    act(() => send({ progress: { step: 'check', done: 0, total: 2000 } }));
    await waitFor(async () => expect((await bar('Granskar raderna')).max).toBe(2000));
    expect((await bar('Granskar raderna')).value).toBe(0);
    act(() => send({ progress: { step: 'check', done: 1200, total: 2000 } }));
    await waitFor(async () => expect((await bar('Granskar raderna')).value).toBe(1200));
    expect(screen.getByText(/^1\s200 av 2\s000 rader$/)).toBeTruthy();
    expect(status()).toMatch(/Granskar raderna: 1\s200 av 2\s000 rader/);
    // Within the same quarter the bar moves but the live region keeps its words.
    act(() => send({ progress: { step: 'check', done: 1300, total: 2000 } }));
    await waitFor(async () => expect((await bar('Granskar raderna')).value).toBe(1300));
    expect(status()).toMatch(/1\s200 av 2\s000 rader/);
    act(() => send({ progress: { step: 'images', done: 1, total: 3 } }));
    await waitFor(async () => expect((await bar('Hämtar bilderna')).value).toBe(1));
    expect(screen.getByText('1 av 3 bilder')).toBeTruthy();
    expect(status()).toMatch(/Hämtar bilderna: 1 av 3 bilder/);

    act(() => {
      send({ result: clean });
      end();
    });
    expect(await screen.findByText('1 produkt skapas, 1 ändras och 0 avvisas.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('table', { name: 'Filen rad för rad' })).toBeTruthy();
  });

  it('shows a refusal the server sends after the rows were checked, in English too', async () => {
    fakeApi({
      'POST /api/products/import': () =>
        new Response(
          [
            { progress: { step: 'check', done: 4, total: 4 } },
            {
              error: { status: 400, code: 'VALIDATION', message: 'Nothing was imported: row 3 is refused.' },
            },
          ]
            .map((line) => `${JSON.stringify(line)}\n`)
            .join(''),
          { headers: { 'content-type': 'application/x-ndjson' } },
        ),
    });
    renderApp('/productlist/seller/import', { locale: 'en' });
    fireEvent.change(await screen.findByLabelText('CSV file'), {
      target: { files: [csv('handle;name\nx')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Nothing was imported: row 3 is refused.'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
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
