import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const waiting = aUser({
  wants_to_be_seller: true,
  shop_status: 'Waiting for approval',
  seller: {
    plan: 2,
    address: 'Ågatan 1',
    post_number: '582 23',
    city: 'Linköping',
    phone: '013-12 34 56',
    organisation_number: '556016-0680',
    description: '<p>Böcker<script>alert(1)</script></p>',
  },
});

describe('user list', () => {
  it("filters 'Waiting for approval' and searches by name or email, asking the server for each", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    fakeApi({
      'GET /api/users/paged': (request) => {
        asked.push(new URL(request.url).search);
        return { users: [waiting], page: 1, pages: 1, total: 1 };
      },
    });
    const { router } = renderAdmin('/userlist');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Waiting for approval')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'Waiting for approval');
    await waitFor(() => expect(asked.at(-1)).toContain('status=waiting'));
    await user.type(screen.getByLabelText('Name or email'), 'vera@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?pageNumber=1&status=waiting&search=vera%40'));
    expect(router.state.location.search).toBe('?status=waiting&search=vera%40');
  });

  it("deletes a user only after 'Are you sure to delete?' is confirmed, then says so", async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    fakeApi({
      'GET /api/users/paged': () => ({ users: [waiting], page: 1, pages: 1, total: 1 }),
      // The admin app deletes with a statement of reasons (docs/notices.md).
      'POST /api/admin/restrictions': async (request) => {
        const body = (await request.json()) as { kind: string; target_id: string };
        expect(body.kind).toBe('delete_user');
        deleted.push(body.target_id);
        return {};
      },
    });
    renderAdmin('/userlist');
    await user.click(await screen.findByRole('button', { name: 'Delete Vera Väntar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Vera Väntar' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual([]);
    await user.type(within(confirm).getByLabelText('Facts'), 'Kontot sålde förfalskningar.');
    await user.selectOptions(within(confirm).getByLabelText('Ground'), 'terms');
    await user.type(within(confirm).getByLabelText('Which law or clause of the terms?'), 'Villkoren punkt 3');
    await user.type(
      within(confirm).getByLabelText('Why does the content break it?'),
      'Förfalskningar är förbjudna.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('User deleted successfully.')).getAttribute('role')).toBe('status');
    expect(deleted).toEqual([waiting._id]);
  });
});

const complete = {
  payment_account: { kind: 'bankgiro', number: '5050-1055', holder: 'Vera Väntar' },
  certified_at: '2026-11-20T10:00:00Z',
  id_document_uploaded_at: '2026-11-20T10:00:00Z',
  missing: [],
  required: true,
};

describe('user edit', () => {
  it('shows the trader checklist; the server’s refusal of an incomplete application names what is missing', async () => {
    const user = userEvent.setup();
    let given = false;
    let documentAsked = 0;
    fakeApi({
      [`GET /api/users/${waiting._id}`]: () => waiting,
      [`GET /api/admin/users/${waiting._id}/trader_details`]: () =>
        given
          ? complete
          : {
              ...complete,
              payment_account: null,
              certified_at: null,
              missing: ['payment_account', 'self_certification'],
            },
      // fakeApi answers JSON; the screen only hands the bytes to the image as an object URL.
      [`GET /api/admin/users/${waiting._id}/id_document`]: () => {
        documentAsked += 1;
        return {};
      },
      [`PUT /api/users/${waiting._id}`]: () => {
        given = true;
        throw {
          status: 409,
          body: {
            message:
              "This shop cannot be opened until the trader's details are complete. Missing: the payment account (IBAN or bankgiro).",
            code: 'TRADER_DETAILS_MISSING',
          },
        };
      },
    });
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:copy';
        static override revokeObjectURL = () => {};
      },
    );
    renderAdmin(`/user/${waiting._id}/edit`);
    const checklist = await screen.findByRole('region', { name: 'Trader check' });
    await within(checklist).findByText(/Payment account: missing/);
    expect(within(checklist).getByText(/Copy of an ID document: given/)).toBeTruthy();
    await user.click(within(checklist).getByRole('button', { name: 'Show the ID document' }));
    expect(
      await within(checklist).findByRole('img', { name: "Copy of the seller's ID document" }),
    ).toBeTruthy();
    expect(documentAsked).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Approve seller' }));
    expect(await screen.findByText(/Missing: the payment account/)).toBeTruthy();
    // The checklist is read again after a refusal.
    expect(await within(checklist).findByText(/Payment account: given/)).toBeTruthy();
  });

  it('approves a waiting seller with one click and shows the application it approves', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      [`GET /api/users/${waiting._id}`]: () => waiting,
      [`GET /api/admin/users/${waiting._id}/trader_details`]: () => complete,
      [`PUT /api/users/${waiting._id}`]: async (request) => {
        sent.push(await request.json());
        return { ...waiting, is_seller: true, wants_to_be_seller: false, shop_status: 'Open' };
      },
    });
    renderAdmin(`/user/${waiting._id}/edit`);
    const application = await screen.findByRole('region', { name: 'Seller application' });
    expect(within(application).getByText('556016-0680')).toBeTruthy();
    expect(within(application).getByText('Plan 2')).toBeTruthy();
    expect(application.innerHTML).not.toContain('<script');
    await user.click(screen.getByRole('button', { name: 'Approve seller' }));
    expect(await screen.findByText('Seller approved: the shop is open.')).toBeTruthy();
    expect(sent).toEqual([{ is_seller: true }]);
    expect(screen.queryByRole('button', { name: 'Approve seller' })).toBeNull();
    expect((screen.getByLabelText('Is Seller (shop open)') as HTMLInputElement).checked).toBe(true);
  });

  it('sets plan and domain; plan 3 cannot be chosen and the domain is only for plan 2', async () => {
    const user = userEvent.setup();
    const open = aUser({ is_seller: true, shop_status: 'Open', seller: { plan: 1 } });
    const sent: Record<string, unknown>[] = [];
    fakeApi({
      [`GET /api/users/${open._id}`]: () => open,
      [`PUT /api/users/${open._id}`]: async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return { ...open, seller: { ...open.seller, plan: body.seller_plan, domain: body.seller_domain } };
      },
    });
    renderAdmin(`/user/${open._id}/edit`);
    const plan = (await screen.findByLabelText('Plan')) as HTMLSelectElement;
    expect((within(plan).getByRole('option', { name: /Plan 3/ }) as HTMLOptionElement).disabled).toBe(true);
    const domain = screen.getByLabelText('Domain') as HTMLInputElement;
    expect(domain.disabled).toBe(true);
    await user.selectOptions(plan, '2');
    expect(domain.disabled).toBe(false);
    await user.type(domain, 'bokhandel.se');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User was updated.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ seller_plan: 2, seller_domain: 'bokhandel.se', is_seller: true });
  });

  it("shows the server's message when an update is refused", async () => {
    const user = userEvent.setup();
    const open = aUser({ is_seller: true, shop_status: 'Open', seller: { plan: 2 } });
    fakeApi({
      [`GET /api/users/${open._id}`]: () => open,
      [`GET /api/admin/users/${open._id}/trader_details`]: () => complete,
      [`PUT /api/users/${open._id}`]: () => {
        throw { status: 409, body: { message: 'That domain is already used by another shop.', code: 'X' } };
      },
    });
    renderAdmin(`/user/${open._id}/edit`);
    await user.type(await screen.findByLabelText('Domain'), 'taken.se');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That domain is already used by another shop.',
    );
  });
});
