import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@torget/ui/testing';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/render-admin';

const page = { users: [], page: 1, pages: 0, total: 3 };

describe('the admin app in Swedish and English', () => {
  it('speaks Swedish: menu, waiting sellers and header', async () => {
    fakeApi({ 'GET /api/users/paged': () => page });
    renderAdmin('/admin_menu', undefined, 'sv');
    const menu = await screen.findByRole('navigation', { name: 'Adminmeny' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.querySelector('strong')?.textContent),
    ).toEqual(['Produkter', 'Beställningar', 'Användare', 'Inställningar', 'Anmälningar', 'DAC7-rapport']);
    expect(await screen.findByText('3 säljare väntar på godkännande')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Products|Orders|Sign out|waiting/);
  });

  it('switches every text at once with the language switch, without reloading', async () => {
    fakeApi({ 'GET /api/users/paged': () => page });
    renderAdmin('/admin_menu', undefined, 'sv');
    await screen.findByText('3 säljare väntar på godkännande');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('3 sellers are waiting for approval')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });
});
