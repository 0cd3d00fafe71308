import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';

const BUYER = {
  _id: 'buyer',
  name: 'Kim',
  email: 'kim@x.se',
  token: 't',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const none = { status: 'none', requestedAt: null, url: null, expiresAt: null };

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    'GET /api/users/buyer': () => BUYER,
    'GET /api/users/me/export': () => none,
    ...handlers,
  });

describe('My data on the profile', () => {
  it('starts a download and offers the ready file with its last valid time', async () => {
    session.signIn(BUYER);
    let started = false;
    api({
      'POST /api/users/me/export': () => {
        started = true;
        return { status: 'working', requestedAt: '2026-11-27T09:00:00.000Z', url: null, expiresAt: null };
      },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Your file is being made/)).toBeTruthy();
    expect(started).toBe(true);
    expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(true);
  });

  it('links the ready zip', async () => {
    session.signIn(BUYER);
    api({
      'GET /api/users/me/export': () => ({
        status: 'ready',
        requestedAt: '2026-11-27T09:00:00.000Z',
        url: 'https://torget.example/api/exports/abc',
        expiresAt: '2026-11-28T09:00:00.000Z',
      }),
    });
    renderApp('/profile');
    const link = await screen.findByRole('link', { name: 'Download the zip file' });
    expect(link.getAttribute('href')).toBe('https://torget.example/api/exports/abc');
    expect(screen.getByText(/valid until/).textContent).toContain('2026');
  });

  it('deletes the account only after the password and the ConfirmDialog, and shows a refusal in words', async () => {
    session.signIn(BUYER);
    const sent: unknown[] = [];
    let refuse = true;
    api({
      'DELETE /api/users/me': async (request) => {
        sent.push(await request.json());
        if (refuse)
          throw {
            status: 409,
            body: { message: 'You have orders that are not delivered yet.', code: 'ORDERS_RUNNING' },
          };
        return { message: 'Your account is deleted.' };
      },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    // Without the password nothing is asked or sent.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'mitt-losenord' } });
    fireEvent.change(screen.getByLabelText('My reviews'), { target: { value: 'remove' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete your account for good?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect((await screen.findByText('You have orders that are not delivered yet.')).textContent).toBeTruthy();
    expect(sent).toEqual([{ password: 'mitt-losenord', reviews: 'remove' }]);
    expect(session.user()).not.toBeNull();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    await waitFor(() => expect(session.user()).toBeNull());
    expect(sent).toHaveLength(2);
  });
});
