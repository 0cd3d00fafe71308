import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxDetailsDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

// Whole-app renders through lazy routes: generous on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

const EMPTY: TaxDetailsDto = { complete: false, details: null, updatedAt: null, salesStoppedAt: null };

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Skatteuppgifter', () => {
  it('a sole trader fills them in; a refused personnummer shows on its field, then they are saved', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/shops/me/tax-details': () => EMPTY,
      'GET /api/shops/me/dac7': () => ({ copies: [] }),
      'PUT /api/shops/me/tax-details': async (request) => {
        const body = (await request.json()) as { tin: string };
        sent.push(body);
        if (body.tin === '19811218-9875')
          throw {
            status: 400,
            body: { message: 'Personnumret är inte giltigt (kontrollsiffra eller datum).', field: 'tin' },
          };
        return {
          complete: true,
          details: { ...body, tin: '198112189876' },
          updatedAt: '2026-11-27T07:00:00Z',
          salesStoppedAt: null,
        };
      },
    });
    renderApp('/tax_details/seller', { locale: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Skatteuppgifter' })).toBeTruthy();
    expect(await screen.findByText(/^Dina skatteuppgifter saknas/)).toBeTruthy();
    expect(await screen.findByText(/^Inget har rapporterats om din butik än/)).toBeTruthy();
    // A sole trader is asked for a personnummer, not an organisation number.
    expect(screen.queryByLabelText('Organisationsnummer')).toBeNull();

    type('För- och efternamn', 'Sara Lind');
    type('Födelsedatum', '1981-12-18');
    type('Personnummer', '19811218-9875');
    type('Gatuadress', 'Storgatan 1');
    type('Postnummer', '111 22');
    type('Ort', 'Stockholm');
    type('Bankgironummer', '5402-9681');
    type('Kontoinnehavare', 'Sara Lind');
    fireEvent.click(screen.getByRole('button', { name: 'Spara skatteuppgifter' }));

    expect(
      await screen.findByText('Personnumret är inte giltigt (kontrollsiffra eller datum).'),
    ).toBeTruthy();
    const tin = screen.getByLabelText('Personnummer');
    expect(tin.getAttribute('aria-invalid')).toBe('true');

    type('Personnummer', '19811218-9876');
    fireEvent.click(screen.getByRole('button', { name: 'Spara skatteuppgifter' }));
    expect(await screen.findByText('Dina skatteuppgifter är sparade.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Dina skatteuppgifter saknas/)).toBeNull());
    expect(sent[1]).toEqual({
      kind: 'individual',
      name: 'Sara Lind',
      birthDate: '1981-12-18',
      tin: '19811218-9876',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
      account: { kind: 'bankgiro', number: '5402-9681', holder: 'Sara Lind' },
    });
  });

  it('a company gives its organisation number and establishments; the menu leads there (English)', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/shops/me/tax-details': () => EMPTY,
      'PUT /api/shops/me/tax-details': async (request) => {
        sent = await request.json();
        return { complete: true, details: sent, updatedAt: '2026-11-27T07:00:00Z', salesStoppedAt: null };
      },
    });
    renderApp('/my_shop_menu');
    fireEvent.click(await screen.findByRole('link', { name: /^Tax details/ }));
    const form = within(await screen.findByRole('form', { name: 'Tax details' }));
    fireEvent.change(form.getByLabelText('You sell as'), { target: { value: 'entity' } });
    expect(await form.findByLabelText('Organisation number')).toBeTruthy();
    expect(form.queryByLabelText('Date of birth')).toBeNull();
    // Each group of fields is named by its legend for screen readers; a company's address is its registered one.
    for (const name of ['Who sells', 'Registered address', 'Account we pay to'])
      expect(form.getByRole('group', { name })).toBeTruthy();
    type('Legal name', 'Lind Handel AB');
    type('Organisation number', '556036-0793');
    type(/^Permanent establishments/, 'dk, FI');
    type('Street address', 'Storgatan 1');
    type('Postal code', '111 22');
    type('City', 'Stockholm');
    fireEvent.change(form.getByLabelText('Kind of account'), { target: { value: 'iban' } });
    type('IBAN', 'SE45 5000 0000 0583 9825 7466');
    type('Account holder', 'Lind Handel AB');
    fireEvent.click(form.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Your tax details are saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      kind: 'entity',
      tin: '556036-0793',
      vatNumber: '',
      permanentEstablishments: ['DK', 'FI'],
      account: { kind: 'iban', number: 'SE45 5000 0000 0583 9825 7466' },
    });
  });

  it('shows the seller’s copy of each year’s report: identity, TIN, account and the quarters as last sent', async () => {
    const zero = { sales: 0, consideration: 0, fees: 0, taxes: 0 };
    const details = {
      kind: 'individual' as const,
      name: 'Sara Lind',
      birthDate: '1981-12-18',
      tin: '19811218-9876',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
      account: { kind: 'bankgiro' as const, number: '5402-9681', holder: 'Sara Lind' },
    };
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/shops/me/tax-details': () => ({
        complete: false,
        details: null,
        updatedAt: null,
        salesStoppedAt: '2026-03-01T09:00:00Z',
      }),
      'GET /api/shops/me/dac7': () => ({
        copies: [
          {
            year: 2025,
            sentAt: '2026-01-28T10:00:00Z',
            corrected: true,
            seller: {
              _id: 's1',
              shopName: 'Saras Keramik',
              quarters: [{ sales: 20, consideration: 12_345.5, fees: 74.75, taxes: 0 }, zero, zero, zero],
              sales: 20,
              consideration: 12_345.5,
              reportable: true,
              hasTaxDetails: true,
              details,
            },
          },
        ],
      }),
    });
    renderApp('/tax_details/seller', { locale: 'sv' });
    // A shop stopped for lacking them reads why and how the stop ends.
    expect(await screen.findByText(/^Din försäljning är stoppad sedan 2026-03-01/)).toBeTruthy();
    const copy = within(await screen.findByRole('region', { name: 'Försäljningsåret 2025' }));
    expect(copy.getByText('Rättad och inskickad till Skatteverket 2026-01-28.')).toBeTruthy();
    expect(copy.getByText('19811218-9876')).toBeTruthy();
    expect(copy.getByText('Storgatan 1, 111 22 Stockholm, SE')).toBeTruthy();
    expect(copy.getByText('5402-9681')).toBeTruthy();
    const rows = within(copy.getByRole('table', { name: 'Rapporterad försäljning 2025 per kvartal' }))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    expect(rows[1]).toEqual(['Kvartal 1', '20', '12 345,50 kr', '74,75 kr', '0,00 kr']);
    expect(rows.at(-1)).toEqual(['Hela året', '20', '12 345,50 kr', '74,75 kr', '0,00 kr']);
  });
});
