import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AA_CONTRAST, contrastRatio, shopTextOn, type ShopColourField } from '@torget/ui';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { makeProduct, productList, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { asSession, makeAccount, signInAs } from '../../testing/seller-fixtures';
import { COLOUR_SCHEMES, schemeColours } from './lib/colour-schemes';
import { contrastProblems } from './lib/contrast-checks';

// Whole-app journeys through lazy routes: generous on a busy machine (2 cores shared by several people).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

const api = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/users/${SHOP_ID}`]: () => makeAccount(),
    'GET /api/products': () => productList([makeProduct()]),
    ...extra,
  });

const preview = () => screen.getByTestId('shop-preview');

describe('shop settings', () => {
  it('previews the draft on the real shop page before saving', async () => {
    api();
    renderApp('/seller_profile');
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Lerverket' } });
    fireEvent.change(screen.getByLabelText('Subtitle'), { target: { value: 'Krukor och fat' } });
    expect(within(preview()).getByRole('heading', { level: 1, name: 'Lerverket' })).toBeTruthy();
    expect(within(preview()).getByText('Krukor och fat')).toBeTruthy();
    expect(within(preview()).getByText('Mugg i stengods')).toBeTruthy();

    const footer = within(preview()).getByRole('contentinfo');
    fireEvent.change(screen.getByLabelText('Footer background'), { target: { value: '#0b2f4a' } });
    await waitFor(() => expect(getComputedStyle(footer).backgroundColor).toBe('rgb(11, 47, 74)'));
    fireEvent.click(screen.getByRole('button', { name: /Forest/ }));
    await waitFor(() => expect(getComputedStyle(footer).backgroundColor).toBe('rgb(23, 67, 42)'));
    expect((screen.getByLabelText('Footer background') as HTMLInputElement).value).toBe('#17432a');
  });

  it('warns beside the pickers, with the ratio, when a text colour fails WCAG AA on its background', async () => {
    api();
    renderApp('/seller_profile');
    const footerText = await screen.findByLabelText('Footer text');
    expect(screen.queryByText(/below the 4.5:1/)).toBeNull();
    fireEvent.change(footerText, { target: { value: '#777777' } });
    fireEvent.change(screen.getByLabelText('Footer background'), { target: { value: '#666666' } });
    const warning = document.getElementById(footerText.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(warning.textContent).toMatch(
      /Footer text on footer background: contrast 1\.\d:1 – below the 4\.5:1/,
    );
  });

  it("shows the spec's messages for Swish without a number and a logo without an image, and the server's beside its field", async () => {
    let body: Record<string, unknown> = {};
    api({
      'PUT /api/users/profile': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        if (body.seller_organisation_number === '1') {
          throw {
            status: 400,
            body: {
              message: 'Organisation number must be written as NNNNNN-NNNN.',
              field: 'seller_organisation_number',
            },
          };
        }
        return asSession(makeAccount({}, { name: String(body.seller_name) }));
      },
    });
    renderApp('/seller_profile');
    const swish = await screen.findByLabelText('Swish number');
    fireEvent.change(swish, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter a swish number.')).toBeTruthy();
    expect(swish.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(swish, { target: { value: '1231234567' } });
    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Organisation number must be written as NNNNNN-NNNN.')).toBeTruthy();
    expect(screen.getByLabelText('Organisation number').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '556677-8899' } });
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'Lerverket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(body).toMatchObject({
      seller_name: 'Lerverket',
      seller_has_swish: true,
      seller_footer_text_color: '#fff8e7',
    });
    expect(session.user()?.seller?.name).toBe('Lerverket');
  });

  it("asks for a logo image when the logo is on without one ('Please choose a logo image.')", async () => {
    api({ [`GET /api/users/${SHOP_ID}`]: () => makeAccount({}, { has_logo: false, logo: '' }) });
    renderApp('/seller_profile');
    fireEvent.click(await screen.findByLabelText('Show a logo'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please choose a logo image.')).toBeTruthy();
  });

  it('explains the DNS record for an own domain on plan 2 only', async () => {
    api();
    renderApp('/seller_profile');
    expect(await screen.findByLabelText('Own domain (optional)')).toBeTruthy();
    expect(screen.getByText('CNAME').closest('[role=status]')?.textContent).toMatch(
      /tell the marketplace the host name/,
    );
  });
});

describe('colour schemes', () => {
  it('all pass WCAG AA on every text/background pair the shop page draws', () => {
    for (const scheme of COLOUR_SCHEMES) {
      const colours = schemeColours(scheme);
      expect(contrastProblems(colours), scheme.name).toEqual([]);
      for (const [text, background] of Object.entries(shopTextOn) as [ShopColourField, ShopColourField][]) {
        if (colours[text] && colours[background]) {
          expect(contrastRatio(colours[text], colours[background])).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    }
  });
});
