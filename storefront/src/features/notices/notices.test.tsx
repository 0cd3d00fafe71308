import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('reporting illegal content', () => {
  it('sends the report with the page prefilled and shows the reference', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/products/categories': () => [],
      // The introduction is the marketplace's own site text.
      'GET /api/settings': () => ({ notice_intro_text: '<p>Torgets egen inledning <b>här</b>.</p>' }),
      'POST /api/notices': async (request) => {
        sent = await request.json();
        return { reference: 'ANM-000042', message: 'ok' };
      },
    });
    renderApp('/report?url=%2Fproduct%2Fp1', { locale: 'sv' });
    expect(await screen.findByRole('heading', { name: 'Anmäl olagligt innehåll' })).toBeTruthy();
    expect((await screen.findByText('här')).tagName).toBe('B');
    expect((screen.getByLabelText('Sidans adress') as HTMLInputElement).value).toBe(
      `${window.location.origin}/product/p1`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skicka anmälan' }));
    expect(await screen.findByText('Välj en kategori.')).toBeTruthy();
    expect(await screen.findByText('Bekräfta att anmälan görs i god tro.')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Vad gäller det?'), { target: { value: 'counterfeit' } });
    fill('Varför är innehållet olagligt?', 'Kopia av <b>känt</b> märke');
    fill('Ditt namn', 'Anna');
    fill('Din e-post', 'anna@example.se');
    fireEvent.click(screen.getByLabelText('Jag intygar att uppgifterna är riktiga och lämnas i god tro.'));
    fireEvent.click(screen.getByRole('button', { name: 'Skicka anmälan' }));
    expect(await screen.findByText(/Din anmälan har referens ANM-000042/)).toBeTruthy();
    expect(sent).toMatchObject({
      category: 'counterfeit',
      explanation: 'Kopia av <b>känt</b> märke',
      url: `${window.location.origin}/product/p1`,
      good_faith: true,
    });
  });

  it('shows the server’s refusal', async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      'POST /api/notices': () => {
        throw {
          status: 429,
          body: { message: 'Too many reports. Please wait a while and try again.', code: 'RATE_LIMITED' },
        };
      },
    });
    renderApp('/report?url=%2Fseller%2Fs1');
    fireEvent.change(await screen.findByLabelText('What is it about?'), { target: { value: 'fraud' } });
    fill('Why is the content illegal?', 'Bluff');
    fill('Your name', 'Anna');
    fill('Your email', 'anna@example.se');
    fireEvent.click(
      screen.getByLabelText('I confirm that the information is correct and given in good faith.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Too many reports. Please wait a while and try again.')).toBeTruthy();
  });
});

const statement = (over: Partial<StatementDto> = {}): StatementDto => ({
  _id: 's1',
  reference: 'BES-000007',
  kind: 'remove_listing',
  from_notice: true,
  product_name: 'Blinkande jojo',
  shop_name: 'Leksaksboden',
  reasons: {
    facts: 'Saknar <i>CE-märkning</i>.',
    ground: 'law',
    ground_reference: 'Förordning (EU) 2023/988',
    ground_explanation: 'Leksaker utan CE-märkning får inte säljas.',
    automated: false,
  },
  no_reason_given: false,
  created_at: '2026-11-20T10:00:00.000Z',
  appeal_until: '2027-05-20T10:00:00.000Z',
  can_appeal: true,
  appeal: null,
  ...over,
});

describe('decisions (Beslut)', () => {
  it('shows the statement of reasons as text and sends one appeal', async () => {
    session.signIn({
      _id: 'u1',
      name: 'Sara',
      email: 'sara@example.se',
      token: 'tok',
      is_admin: false,
      is_seller: true,
      wants_to_be_seller: false,
    });
    let current = statement();
    let appealed: unknown;
    fakeApi({
      'GET /api/products/categories': () => [],
      'GET /api/statements/mine': () => ({ statements: [current] }),
      'POST /api/statements/s1/appeal': async (request) => {
        appealed = await request.json();
        current = statement({
          can_appeal: false,
          appeal: {
            text: 'Den är märkt.',
            sent_at: '2026-11-21T10:00:00.000Z',
            outcome: null,
            decided_at: null,
            reasons: null,
          },
        });
        return current;
      },
    });
    renderApp('/decisions', { locale: 'sv' });
    const card = await screen.findByRole('article', { name: 'Annonsen har tagits bort' });
    expect(within(card).getByText('Saknar <i>CE-märkning</i>.')).toBeTruthy();
    expect(within(card).getByText('Lag: Förordning (EU) 2023/988')).toBeTruthy();
    expect(within(card).getByText('Nej, beslutet är fattat av en person.')).toBeTruthy();
    expect(within(card).getByText(/senast 20 maj 2027/)).toBeTruthy();

    fill('Överklaga: varför bör beslutet ändras?', 'Den är märkt.');
    fireEvent.click(within(card).getByRole('button', { name: 'Skicka överklagan' }));
    await waitFor(() => expect(appealed).toEqual({ text: 'Den är märkt.' }));
    expect(await screen.findByText('Vi prövar din överklagan och mejlar dig svaret.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka överklagan' })).toBeNull();
  });
});
