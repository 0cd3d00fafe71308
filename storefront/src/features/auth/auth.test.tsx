import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { redirectTarget } from './lib/redirect';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
});

const answerUser = (name = 'Kim') => ({
  _id: 'u1',
  name,
  email: 'kim@example.se',
  token: 'tok',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign in', () => {
  it('signs in, stores userInfo and goes to the redirect value', async () => {
    fakeApi({ 'GET /api/products/categories': () => [], 'POST /api/users/signin': () => answerUser() });
    const { router } = renderApp('/signin?redirect=shipping');
    expect((await screen.findByRole('link', { name: 'Reset password' })).getAttribute('href')).toBe(
      '/forgot_password',
    );
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      '/register?redirect=shipping',
    );
    fill('Email address', 'kim@example.se');
    fill('Password', 'hemligt-ord');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Kim', token: 'tok' });
  });

  it("shows the server's message when sign-in is refused", async () => {
    fakeApi({
      'GET /api/products/categories': () => [],
      'POST /api/users/signin': () => {
        throw { status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } };
      },
    });
    renderApp('/signin');
    fill(await screen.findByLabelText('Email address').then(() => 'Email address'), 'a@b.se');
    fill('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('follows only paths on this site', () => {
    expect(redirectTarget('?redirect=shipping')).toBe('/shipping');
    expect(redirectTarget('?redirect=/order/1')).toBe('/order/1');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });
});

describe('register', () => {
  it("says 'Password and confirm password do not match' and sends nothing", async () => {
    const api = fakeApi({ 'GET /api/products/categories': () => [] });
    renderApp('/register');
    fill(await screen.findByLabelText('Name').then(() => 'Name'), 'Kim');
    fill('Email address', 'kim@example.se');
    fill('Password', 'hemligt-ord');
    fill('Confirm password', 'annat-ord');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password and confirm password do not match');
    expect(api.mock.calls.some(([url]) => String(url).includes('/register'))).toBe(false);
  });

  it('registers, becomes the session and keeps the redirect', async () => {
    fakeApi({ 'GET /api/products/categories': () => [], 'POST /api/users/register': () => answerUser('Ny') });
    const { router } = renderApp('/register?redirect=/');
    fill(await screen.findByLabelText('Name').then(() => 'Name'), 'Ny');
    fill('Email address', 'ny@example.se');
    fill('Password', 'hemligt-ord');
    fill('Confirm password', 'hemligt-ord');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.user()?.name).toBe('Ny');
  });
});

describe('password reset', () => {
  it("'Sending email...' then 'Email was sent.'", async () => {
    let answer: (value: unknown) => void = () => {};
    fakeApi({
      'GET /api/products/categories': () => [],
      'POST /api/users/forgot_password': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/forgot_password');
    expect(await screen.findByRole('heading', { name: 'Send email with reset link' })).toBeTruthy();
    fill('Email address', 'kim@example.se');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sending email...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ message: 'ok' });
    expect(await screen.findByText('Email was sent.')).toBeTruthy();
  });

  it('refuses a mismatch without a call, then resets with the token from the link', async () => {
    let sent: unknown;
    const api = fakeApi({
      'GET /api/products/categories': () => [],
      'POST /api/users/reset_password': async (request) => {
        sent = await request.json();
        return { message: 'ok' };
      },
    });
    renderApp('/reset_password/TOKEN123');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fill('Email address', 'kim@example.se');
    fill('New password', 'nytt-losenord');
    fill('Confirm password', 'annat');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password and confirm password do not match');
    expect(api.mock.calls.some(([url]) => String(url).includes('reset_password'))).toBe(false);
    fill('Confirm password', 'nytt-losenord');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password was reset.')).toBeTruthy();
    expect(sent).toEqual({
      email: 'kim@example.se',
      new_password: 'nytt-losenord',
      reset_password_token: 'TOKEN123',
    });
  });
});
