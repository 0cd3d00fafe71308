import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNoticeDto } from '@torget/contract';
import { fakeApi } from '@torget/ui/testing';
import { describe, expect, it } from 'vitest';
import { aUser, renderAdmin } from '../../testing/render-admin';

const notice = (over: Partial<AdminNoticeDto> = {}): AdminNoticeDto => ({
  _id: '11111111-1111-4111-8111-111111111111',
  reference: 'ANM-000001',
  category: 'unsafe_product',
  explanation: 'Lösa smådelar <script>alert(1)</script>',
  url: 'https://torget.example/product/p1',
  notifier_name: 'Anna',
  notifier_email: 'anna@example.se',
  created_at: '2026-11-20T09:00:00.000Z',
  product: { _id: 'p1', name: 'Blinkande jojo', image: '', price: 149, description: 'Lyser i mörker' },
  shop: { _id: 's1', name: 'Leksaksboden', is_seller: true },
  decision: null,
  decided_at: null,
  statement: null,
  ...over,
});

describe('reports (Anmälningar)', () => {
  it('lists the queue and decides one with a statement of reasons', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fakeApi({
      'GET /api/admin/notices': () => ({ notices: [notice()] }),
      'GET /api/admin/notices/11111111-1111-4111-8111-111111111111': () => notice(),
      // The terms' clauses the marketplace wrote (a site text), offered as grounds.
      'GET /api/settings': () => ({
        terms_grounds_text: 'Villkoren 3.1: Förbjudna varor\nVillkoren 3.3: Farliga &amp; osäkra varor',
      }),
      'POST /api/admin/notices/11111111-1111-4111-8111-111111111111/decision': async (request) => {
        sent = await request.json();
        return notice({ decision: 'remove_listing', decided_at: '2026-11-21T09:00:00.000Z' });
      },
    });
    const { router } = renderAdmin('/notices', undefined, 'sv');
    const table = await screen.findByRole('table', { name: 'Anmälningar att besluta, äldst först' });
    await user.click(within(table).getByRole('link', { name: 'ANM-000001' }));
    expect(await screen.findByText('Lösa smådelar <script>alert(1)</script>')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notices/11111111-1111-4111-8111-111111111111');
    expect(screen.getByText('Blinkande jojo')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Vad beslutar ni?'), 'remove_listing');
    await user.click(screen.getByRole('button', { name: 'Fatta beslut' }));
    expect(await screen.findByText('Beskriv vad beslutet grundar sig på.')).toBeTruthy();
    expect(sent).toBeUndefined();

    const reference = screen.getByLabelText('Vilken lag eller punkt i villkoren?');
    const suggestions = document.getElementById(reference.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...suggestions.querySelectorAll('option')].slice(0, 3).map((option) => option.value)).toEqual([
        'Villkoren 3.1: Förbjudna varor',
        'Villkoren 3.3: Farliga & osäkra varor',
        'Produktsäkerhetsförordningen (EU) 2023/988',
      ]),
    );
    await user.type(screen.getByLabelText('Vad har ni sett?'), 'Saknar CE-märkning.');
    await user.selectOptions(screen.getByLabelText('Grund'), 'law');
    await user.type(screen.getByLabelText('Vilken lag eller punkt i villkoren?'), 'Förordning (EU) 2023/988');
    await user.type(screen.getByLabelText('Varför strider innehållet mot den?'), 'Leksaker ska vara märkta.');
    await user.click(screen.getByRole('button', { name: 'Fatta beslut' }));
    expect(await screen.findByText('Ta bort annonsen')).toBeTruthy();
    expect(sent).toEqual({
      decision: 'remove_listing',
      reasons: {
        facts: 'Saknar CE-märkning.',
        ground: 'law',
        ground_reference: 'Förordning (EU) 2023/988',
        ground_explanation: 'Leksaker ska vara märkta.',
      },
    });
  });

  it('decides "no action" without reasons', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fakeApi({
      'GET /api/admin/notices/11111111-1111-4111-8111-111111111111': () => notice(),
      'POST /api/admin/notices/11111111-1111-4111-8111-111111111111/decision': async (request) => {
        sent = await request.json();
        return notice({ decision: 'no_action', decided_at: '2026-11-21T09:00:00.000Z' });
      },
    });
    renderAdmin('/notices/11111111-1111-4111-8111-111111111111');
    await user.selectOptions(await screen.findByLabelText('What do you decide?'), 'no_action');
    expect(screen.queryByLabelText('Facts')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('No action')).toBeTruthy();
    expect(sent).toEqual({ decision: 'no_action' });
  });
});

describe('closing a shop from the user edit screen', () => {
  it('asks for the statement of reasons first and sends it with the restriction', async () => {
    const user = userEvent.setup();
    const seller = aUser({ is_seller: true, shop_status: 'Open', seller: { name: 'Leksaksboden', plan: 1 } });
    const calls: string[] = [];
    let restriction: unknown;
    fakeApi({
      [`GET /api/users/${seller._id}`]: () => seller,
      'POST /api/admin/restrictions': async (request) => {
        calls.push('restrict');
        restriction = await request.json();
        return {};
      },
      [`PUT /api/users/${seller._id}`]: () => {
        calls.push('update');
        return { ...seller, is_seller: false, shop_status: 'Closed' };
      },
    });
    renderAdmin(`/user/${seller._id}/edit`);
    await user.click(await screen.findByLabelText('Is Seller (shop open)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    const again = await screen.findByRole('alertdialog', { name: 'Close the shop?' });
    await user.type(within(again).getByLabelText('Facts'), 'Butiken sålde vapen.');
    await user.selectOptions(within(again).getByLabelText('Ground'), 'law');
    await user.type(
      within(again).getByLabelText('Which law or clause of the terms?'),
      'Vapenlagen (1996:67)',
    );
    await user.type(within(again).getByLabelText('Why does the content break it?'), 'Vapen kräver licens.');
    await user.click(within(again).getByRole('button', { name: 'Close the shop' }));
    await waitFor(() => expect(calls).toEqual(['restrict', 'update']));
    expect(restriction).toMatchObject({
      kind: 'suspend_shop',
      target_id: seller._id,
      reasons: { ground: 'law' },
    });
  });
});

describe('the transparency report (Öppenhetsrapport)', () => {
  it('shows the chosen year’s counts with totals and the median time, asking the server for each year', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const zero = {
      illegal_product: 0,
      counterfeit: 0,
      unsafe_product: 0,
      fraud: 0,
      rights: 0,
      hate_violence: 0,
      other: 0,
    };
    fakeApi({
      'GET /api/admin/transparency': (request) => {
        const year = Number(new URL(request.url).searchParams.get('year'));
        asked.push(String(year));
        return {
          year,
          notices: { ...zero, unsafe_product: 3, counterfeit: 1 },
          decisions: {
            no_action: 1,
            remove_listing: 2,
            restrict_shop: 0,
            suspend_shop: 1,
            suspend_account: 0,
          },
          other_restrictions: {
            remove_listing: 0,
            restrict_shop: 0,
            suspend_shop: 2,
            suspend_account: 0,
            delete_user: 1,
            stop_sales: 0,
          },
          appeals: { received: 2, upheld: 1, reversed: 1, open: 0 },
          median_hours_to_decision: year === 2025 ? null : 5.25,
        };
      },
    });
    renderAdmin('/transparency?year=2026');
    expect(await screen.findByRole('heading', { name: 'Transparency report 2026' })).toBeTruthy();
    const notices = await screen.findByRole('table', { name: 'Notices by category' });
    expect(within(notices).getByRole('row', { name: /Unsafe product\s*3/ })).toBeTruthy();
    expect(within(notices).getByRole('row', { name: /Total\s*4/ })).toBeTruthy();
    const decisions = screen.getByRole('table', { name: 'Decisions on notices' });
    expect(within(decisions).getByRole('row', { name: /Remove the listing\s*2/ })).toBeTruthy();
    expect(within(decisions).getByRole('row', { name: /Total\s*4/ })).toBeTruthy();
    const appeals = screen.getByRole('table', { name: 'Appeals and their outcomes' });
    expect(within(appeals).getByRole('row', { name: /Decision reversed\s*1/ })).toBeTruthy();
    expect(screen.getByText('5.3 hours')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByRole('heading', { name: 'Transparency report 2025' })).toBeTruthy();
    expect(await screen.findByText('No notices decided this year')).toBeTruthy();
    expect(asked).toEqual(['2026', '2025']);
  });
});
