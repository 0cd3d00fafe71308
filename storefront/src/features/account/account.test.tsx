import { fireEvent, screen } from '@testing-library/react';
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

const api = (handlers: Record<string, (request: Request) => unknown>) =>
  fakeApi({ 'GET /api/products/categories': () => [], ...handlers });

describe('profile', () => {
  it("refuses a mismatch, then updates, shows 'Profile Updated Successfully' and makes the answer the session", async () => {
    session.signIn(BUYER);
    let sent: unknown;
    api({
      'GET /api/users/buyer': () => ({ ...BUYER, email: 'kim@x.se' }),
      'PUT /api/users/profile': async (request) => {
        sent = await request.json();
        return { ...BUYER, name: 'Kim Ny', token: 'new-token' };
      },
    });
    renderApp('/profile');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Kim');
    fireEvent.change(name, { target: { value: 'Kim Ny' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nytt-losenord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password and Confirm Password Are Not Matched',
    );
    expect(sent).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'nytt-losenord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(sent).toEqual({ userId: 'buyer', name: 'Kim Ny', email: 'kim@x.se', password: 'nytt-losenord' });
    expect(session.token()).toBe('new-token');
  });
});
