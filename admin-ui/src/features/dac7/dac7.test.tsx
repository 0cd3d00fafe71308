import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dac7MessageDto, Dac7ReportDto, Dac7SellerDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const zero = { sales: 0, consideration: 0, fees: 0, taxes: 0 };
const seller = (over: Partial<Dac7SellerDto>): Dac7SellerDto => ({
  _id: 's1',
  shopName: 'Lindas Lampor',
  quarters: [zero, zero, zero, zero],
  sales: 0,
  consideration: 0,
  reportable: true,
  hasTaxDetails: true,
  ...over,
});

const report = (year: number, eurRate: number): Dac7ReportDto => ({
  year,
  eurRate,
  sellers: [
    seller({
      quarters: [
        { sales: 20, consideration: 12_345.5, fees: 299, taxes: 0 },
        { sales: 11, consideration: 1000, fees: 299, taxes: 0 },
        zero,
        zero,
      ],
      sales: 31,
      consideration: 13_345.5,
    }),
    seller({
      _id: 's2',
      shopName: 'Lilla Boden',
      sales: 3,
      consideration: 450,
      reportable: false,
      hasTaxDetails: false,
    }),
  ],
});

describe('DAC7-rapport', () => {
  it('shows the year per seller and quarter, refuses a future year on its field, downloads the XML, marks it sent, offers the correction and saves the operator', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let operator: unknown;
    const created = vi.fn((file: Blob) => (void file, 'blob:dac7'));
    let messages: Dac7MessageDto[] = [];
    const marked: unknown[] = [];
    // jsdom has no object URLs: the download hands the file to one, as a browser does.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = () => {};
      },
    );
    fakeApi({
      'GET /api/admin/dac7': (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        if (query.get('year') === '2026')
          throw { status: 400, body: { message: 'Året är inte slut än.', field: 'year' } };
        return report(Number(query.get('year')), Number(query.get('eurRate')));
      },
      'GET /api/admin/dac7.xml': () => {
        const sent = messages.filter((message) => message.sentAt);
        messages = [
          ...sent,
          {
            messageRefId: `ref-${sent.length + 1}`,
            typeIndic: sent.length ? 'DPI402' : 'DPI401',
            eurRate: 11.48,
            madeAt: '2026-01-20T09:00:00Z',
            sentAt: null,
            sellers: 1,
          },
        ];
        return '<DPI_OECD/>';
      },
      'GET /api/admin/dac7/messages': () => ({ year: 2025, messages }),
      'POST /api/admin/dac7/messages/sent': async (request) => {
        marked.push(await request.json());
        messages = messages.map((message) => ({
          ...message,
          sentAt: message.sentAt ?? '2026-01-21T10:00:00Z',
        }));
        return { year: 2025, messages };
      },
      'GET /api/admin/dac7/operator': () => ({ operator: null }),
      'PUT /api/admin/dac7/operator': async (request) => {
        operator = await request.json();
        return { operator };
      },
    });
    renderAdmin('/dac7_report', undefined, 'sv');
    expect(await screen.findByRole('heading', { name: 'DAC7-rapport' })).toBeTruthy();

    const choice = within(screen.getByRole('form', { name: 'Välj år' }));
    await user.click(choice.getByRole('button', { name: 'Visa rapporten' }));
    expect(await choice.findByText('Ange eurokursen (kr per euro).')).toBeTruthy();
    expect(asked).toEqual([]);

    await user.selectOptions(choice.getByLabelText('År'), '2026');
    await user.type(choice.getByLabelText('Eurokurs (kr per euro)'), '11,48');
    await user.click(choice.getByRole('button', { name: 'Visa rapporten' }));
    expect(await choice.findByText('Året är inte slut än.')).toBeTruthy();
    expect(choice.getByLabelText('År').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(choice.getByLabelText('År'), '2025');
    await user.click(choice.getByRole('button', { name: 'Visa rapporten' }));
    const table = await screen.findByRole('table', { name: 'Lindas Lampor: försäljning 2025 per kvartal' });
    expect(asked.at(-1)).toBe('year=2025&eurRate=11.48');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    expect(rows.slice(1, 2)).toEqual([['Kvartal 1', '20', '12 345,50 kr', '299,00 kr', '0,00 kr']]);
    expect(rows.at(-1)).toEqual(['Hela året', '31', '13 345,50 kr', '598,00 kr', '0,00 kr']);
    const small = screen.getByRole('region', { name: 'Lilla Boden' });
    expect(within(small).getByText(/^Undantagen/).textContent).toMatch(/Skatteuppgifter saknas$/);
    expect(
      within(screen.getByRole('region', { name: 'Lindas Lampor' })).getByText('Rapporteras'),
    ).toBeTruthy();

    const filing = within(screen.getByRole('region', { name: 'Inskick till Skatteverket (2025)' }));
    expect(await filing.findByText('Rapporten för 2025 är inte inskickad.')).toBeTruthy();
    expect(filing.queryByRole('button', { name: 'Markera som inskickad' })).toBeNull();
    await user.click(filing.getByRole('button', { name: 'Ladda ner XML-filen' }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(await filing.findByText(/^Senast nedladdad: rapport, 2026-01-20 10:00/)).toBeTruthy();
    await user.click(filing.getByRole('button', { name: 'Markera som inskickad' }));
    // Asked first: marking cannot be undone, and a no leaves the year as it was.
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: /Avbryt/ }));
    expect(marked).toEqual([]);
    await user.click(filing.getByRole('button', { name: 'Markera som inskickad' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Markera som inskickad' }),
    );
    expect(await filing.findByText('Rapporten inskickad 2026-01-21 (1 säljare)')).toBeTruthy();
    expect(marked).toEqual([{ year: 2025, messageRefId: 'ref-1' }]);
    // Once sent, the next file is a correction.
    await user.click(filing.getByRole('button', { name: 'Ladda ner rättelsen' }));
    expect(created).toHaveBeenCalledTimes(2);
    expect(await filing.findByText(/^Senast nedladdad: rättelse/)).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Plattformsoperatör' }));
    await user.type(form.getByLabelText('Företagsnamn'), 'Torget AB');
    await user.type(form.getByLabelText('Organisationsnummer'), '556036-0793');
    await user.type(form.getByLabelText('Gatuadress'), 'Storgatan 1');
    await user.type(form.getByLabelText('Postnummer'), '111 22');
    await user.type(form.getByLabelText('Ort'), 'Stockholm');
    await user.click(form.getByRole('button', { name: 'Spara operatören' }));
    expect(await form.findByText('Plattformsoperatören är sparad.')).toBeTruthy();
    expect(operator).toEqual({
      name: 'Torget AB',
      tin: '556036-0793',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
    });
  });
});
