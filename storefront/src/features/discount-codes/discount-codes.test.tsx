import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

const made = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  code: 'HOSTREA',
  kind: 'percent',
  value: 20,
  minOrder: 300,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  oncePerCustomer: false,
  paused: false,
  uses: 0,
  given: 0,
  createdAt: '2026-11-27T09:00:00.000Z',
};

describe("the shop's new discount code form", () => {
  it('puts the server’s refusal beside the field it names, then creates the code and lists it', async () => {
    signInAs(makeAccount());
    const sent: unknown[] = [];
    let codes: unknown[] = [];
    fakeApi({
      'GET /api/shops/me/discount-codes': () => codes,
      'POST /api/shops/me/discount-codes': async (request) => {
        const body = (await request.json()) as { value: string };
        sent.push(body);
        if (body.value === '150')
          throw {
            status: 400,
            body: { message: 'Percent must be a whole number from 1 to 100.', field: 'value' },
          };
        codes = [made];
        return made;
      },
    });
    renderApp('/discount_codes/seller');
    const code = await screen.findByLabelText('Code', undefined, { timeout: 15_000 });
    fireEvent.change(code, { target: { value: 'HOSTREA' } });
    const percent = screen.getByLabelText('Per cent (1–100)');
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Minimum order (kr, optional)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Per cent (1–100)').getAttribute('aria-describedby')).toBeTruthy(),
    );
    expect(
      document.getElementById(percent.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent,
    ).toBe('Percent must be a whole number from 1 to 100.');

    fireEvent.change(percent, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('cell', { name: 'HOSTREA' })).toBeTruthy();
    expect(sent[1]).toEqual({
      code: 'HOSTREA',
      kind: 'percent',
      value: '20',
      minOrder: '300',
      startsAt: null,
      endsAt: null,
      maxUses: null,
      oncePerCustomer: false,
    });
    // The code and its value are cleared for the next one; the minimum stays.
    await waitFor(() => expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Minimum order (kr, optional)') as HTMLInputElement).value).toBe('300');
  }, 30_000);
});
