import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@torget/ui/testing';
import { describe, expect, it } from 'vitest';
import { aUser, anAdmin, renderAdmin } from '../testing/render-admin';

const emptyPage = { users: [], page: 1, pages: 0, total: 0 };

describe('admin guards', () => {
  it('sends signed-out visitors to the sign-in screen and back where they were going after signing in', async () => {
    fakeApi({
      'POST /api/users/signin': () => ({ ...anAdmin(), token: 'fresh' }),
      'GET /api/users/paged': () => emptyPage,
    });
    const { router } = renderAdmin('/userlist?status=waiting', null);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@torget.se');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=waiting');
    expect(JSON.parse(localStorage.getItem('userInfo')!).token).toBe('fresh');
  });

  it('refuses signed-in non-admins with a clear page, never the menu', async () => {
    fakeApi({});
    renderAdmin('/admin_menu', { ...aUser({ name: 'Bo Buyer' }), token: 't' });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Bo Buyer, who is not an admin');
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
  });

  it('shows admins the menu with Products, Orders, Users and Settings, and the waiting applications', async () => {
    const sales = { range: 'month', bucket: 'day', from: '2026-10-27', to: '2026-11-25', points: [] };
    const totals = { revenue: 0, orders: 0, refunds: 0, net: 0, discounts: 0 };
    const applicant = (n: number) => ({
      _id: `0000000${n}-0000-4000-8000-000000000000`,
      name: `Sökande ${n}`,
      email: `s${n}@torget.se`,
      shopName: `Butik ${n}`,
      appliedAt: '2026-11-20T10:00:00.000Z',
    });
    fakeApi({
      'GET /api/users/paged': () => ({ ...emptyPage, total: 2 }),
      'GET /api/overview/admin': () => ({
        sales: {
          ...sales,
          totals,
          previous: { ...totals, from: '', to: '' },
          change: { revenue: null, orders: null },
        },
        topShops: [],
        ordersPlaced: [],
        newCustomers: [],
        newShops: [],
        waitingSellers: { count: 2, oldest: [applicant(1), applicant(2)] },
        lateDeliveries: [],
        complianceGaps: {
          count: 1,
          shops: [
            {
              _id: applicant(3)._id,
              name: 'Gamla Lampan',
              traderDetailsMissing: true,
              productsWithoutSafetyInfo: 4,
            },
          ],
        },
      }),
    });
    renderAdmin('/admin_menu');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/productlist',
      '/orderlist',
      '/userlist',
      '/admin_settings',
      '/notices',
      '/dac7_report',
    ]);
    const waiting = await screen.findByRole('link', { name: '2 sellers are waiting for approval' });
    expect(waiting.getAttribute('href')).toBe('/userlist?status=waiting');
    expect(await screen.findByRole('heading', { name: '2 sellers are waiting for approval' })).toBeTruthy();
    const oldest = screen.getByRole('link', { name: 'Butik 1' });
    expect(oldest.getAttribute('href')).toBe(`/user/${applicant(1)._id}/edit`);
    // Shops lacking what the marketplace requires (trader details, products' manufacturer) are flagged.
    const gaps = screen.getByRole('table', { name: '1 shop lacks required details' });
    expect(within(gaps).getByRole('link', { name: 'Missing' }).getAttribute('href')).toBe(
      `/user/${applicant(3)._id}/edit`,
    );
    expect(within(gaps).getByText('4')).toBeTruthy();
  });

  it('signs out when the server answers 401 to a stored token', async () => {
    fakeApi({
      'GET /api/users/paged': () => {
        throw { status: 401, body: { message: 'Not authorized', code: 'UNAUTHORIZED' } };
      },
    });
    renderAdmin('/userlist');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
