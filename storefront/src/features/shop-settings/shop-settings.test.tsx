import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentSettingsDto } from '@torget/contract';
import { AA_CONTRAST, contrastRatio, shopTextOn, type ShopColourField } from '@torget/ui';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { makeProduct, productList, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { asSession, makeAccount, signInAs } from '../../testing/seller-fixtures';
import { COLOUR_SCHEMES, schemeColours } from './lib/colour-schemes';
import { contrastProblems } from './lib/contrast-checks';
import { giroMethod, swishMethod } from './testing/payment-methods';

// Whole-app journeys through lazy routes: generous on a busy machine (2 cores shared by several people).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

/**
 * GET /api/users/profile/payment-settings as the server answers it with the Swish plugin (its declaration, as
 * plugins/payment-swish declares it) and a method the storefront has never heard of.
 */
const SETTINGS: PaymentSettingsDto = {
  methods: [swishMethod, giroMethod],
  values: { has_swish: true, swish_number: '1231234567', has_giro: false, giro_account: '' },
};

const SETTINGS_PATH = '/api/users/profile/payment-settings';

const api = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/users/${SHOP_ID}`]: () => makeAccount(),
    'GET /api/products': () => productList([makeProduct()]),
    [`GET ${SETTINGS_PATH}`]: () => SETTINGS,
    ...extra,
  });

/** The fieldset the server's payment method is drawn in (legend = the method's label). */
const method = (label: string) => screen.findByRole('group', { name: label });
const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update' }));

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
    let payments: unknown;
    api({
      [`PUT ${SETTINGS_PATH}`]: async (request) => {
        payments = await request.json();
        return { ...SETTINGS, values: { ...SETTINGS.values, swish_number: '1231234568' } };
      },
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
    const swish = within(await method('Swish')).getByLabelText('Swish number');
    fireEvent.change(swish, { target: { value: '' } });
    update();
    expect(await screen.findByText('Please enter a swish number.')).toBeTruthy();
    expect(swish.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(swish, { target: { value: '12345' } });
    update();
    expect(await screen.findByText(/^Swish number must be a Swish business number/)).toBeTruthy();
    expect(body).toEqual({});

    // Spaces are fine: the declaration says the server drops them before checking.
    fireEvent.change(swish, { target: { value: '123 123 45 68' } });
    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Organisation number must be written as NNNNNN-NNNN.')).toBeTruthy();
    expect(screen.getByLabelText('Organisation number').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '556677-8899' } });
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'Lerverket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(body).toMatchObject({ seller_name: 'Lerverket', seller_footer_text_color: '#fff8e7' });
    expect(body).not.toHaveProperty('seller_has_swish');
    // Only what changed goes to the payment settings call.
    expect(payments).toEqual({ values: { swish_number: '123 123 45 68' } });
    expect(swish).toHaveProperty('value', '1231234568');
    expect(session.user()?.seller?.name).toBe('Lerverket');
  });

  it('saves the VAT block: the VAT number follows the organisation number until edited, and an unregistered shop says it sells without VAT', async () => {
    let body: Record<string, unknown> = {};
    api({
      'PUT /api/users/profile': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return asSession(makeAccount());
      },
    });
    renderApp('/seller_profile');
    const vat = (await screen.findByLabelText('VAT number')) as HTMLInputElement;
    expect(vat.value).toBe('SE556677889901');
    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '556016-0680' } });
    expect(vat.value).toBe('SE556016068001');
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Lerverket AB' } });
    update();
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(body).toMatchObject({
      seller_organisation_number: '556016-0680',
      seller_vat_number: 'SE556016068001',
      seller_legal_name: 'Lerverket AB',
      seller_vat_registered: true,
    });

    // A VAT number she writes herself stays when the organisation number changes again.
    fireEvent.change(vat, { target: { value: 'SE556016068101' } });
    fireEvent.change(screen.getByLabelText('Organisation number'), { target: { value: '556677-8899' } });
    expect(vat.value).toBe('SE556016068101');

    fireEvent.click(screen.getByLabelText('VAT-registered'));
    expect(screen.queryByLabelText('VAT number')).toBeNull();
    expect(screen.getByText(/^Your products are sold without VAT \(0 %\)/)).toBeTruthy();
    update();
    await waitFor(() => expect(body.seller_vat_registered).toBe(false));
  });

  it("saves a return address and instructions in both languages; the server's refusal of one lands beside it", async () => {
    let body: Record<string, unknown> = {};
    api({
      'PUT /api/users/profile': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        const instructions = body.seller_return_instructions as { sv: string; en: string };
        if (!instructions.en)
          throw {
            status: 400,
            body: {
              message: 'Please write the return instructions in English too.',
              field: 'seller_return_instructions.en',
            },
          };
        return asSession(makeAccount());
      },
    });
    renderApp('/seller_profile');
    const returns = await screen.findByRole('group', { name: 'Returns' });
    fireEvent.change(within(returns).getByLabelText('Return address'), { target: { value: 'Returgatan 5' } });
    fireEvent.change(within(returns).getByLabelText('Post number (returns)'), {
      target: { value: '222 33' },
    });
    fireEvent.change(within(returns).getByLabelText('City (returns)'), { target: { value: 'Lund' } });
    fireEvent.change(within(returns).getByLabelText('Return instructions in Swedish'), {
      target: { value: 'Packa väl.' },
    });
    update();
    expect(await screen.findByText('Please write the return instructions in English too.')).toBeTruthy();
    const english = within(returns).getByLabelText('Return instructions in English');
    expect(english.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(english, { target: { value: 'Pack well.' } });
    update();
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(body).toMatchObject({
      seller_return_address: 'Returgatan 5',
      seller_return_post_number: '222 33',
      seller_return_city: 'Lund',
      seller_return_instructions: { sv: 'Packa väl.', en: 'Pack well.' },
    });
  });

  it("draws a method it has never heard of from the server's declaration and saves both calls as one", async () => {
    const sent: string[] = [];
    api({
      'PUT /api/users/profile': () => {
        sent.push('profile');
        return asSession(makeAccount());
      },
      [`PUT ${SETTINGS_PATH}`]: async (request) => {
        const { values } = (await request.json()) as { values: Record<string, unknown> };
        sent.push(`payments ${JSON.stringify(values)}`);
        return { ...SETTINGS, values: { ...SETTINGS.values, ...values } };
      },
    });
    renderApp('/seller_profile');
    const giro = await method('Bank giro');
    const account = within(giro).getByLabelText('Bank giro number') as HTMLInputElement;
    expect(account.disabled).toBe(true);
    fireEvent.click(within(giro).getByLabelText('Take bank giro payments'));
    expect(account.disabled).toBe(false);
    update();
    expect(await within(giro).findByText('Please enter your bank giro number.')).toBeTruthy();
    // Checked again as it is typed (after a first Update), with the declared rule.
    fireEvent.change(account, { target: { value: '5050 1055' } });
    await waitFor(() => expect(within(giro).queryByText('Please enter your bank giro number.')).toBeNull());
    update();
    expect(
      await within(giro).findByText('Write the bank giro number as NNN-NNNN or NNNN-NNNN.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(account, { target: { value: '5050-1055' } });
    update();
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    expect(sent).toEqual(['profile', 'payments {"has_giro":true,"giro_account":"5050-1055"}']);
    expect(screen.getAllByRole('status').filter((box) => /Updated/.test(box.textContent ?? ''))).toHaveLength(
      1,
    );
  });

  it('sends no payment settings when the profile is refused, and says so when only the profile was saved', async () => {
    let profileRefused = true;
    let paymentCalls = 0;
    api({
      'PUT /api/users/profile': () => {
        if (profileRefused)
          throw { status: 409, body: { message: 'That domain is already used by another shop.' } };
        return asSession(makeAccount());
      },
      [`PUT ${SETTINGS_PATH}`]: () => {
        paymentCalls += 1;
        throw {
          status: 400,
          body: { message: 'This payment method is not available on this marketplace.', field: 'has_giro' },
        };
      },
    });
    renderApp('/seller_profile');
    fireEvent.click(within(await method('Bank giro')).getByLabelText('Take bank giro payments'));
    fireEvent.change(screen.getByLabelText('Bank giro number'), { target: { value: '505-1055' } });
    update();
    expect(await screen.findByText('That domain is already used by another shop.')).toBeTruthy();
    expect(paymentCalls).toBe(0);

    profileRefused = false;
    update();
    expect(
      await screen.findByText(
        'Your shop details were saved, but not your payment settings: please correct the marked field.',
      ),
    ).toBeTruthy();
    expect(
      within(await method('Bank giro')).getByText(
        'This payment method is not available on this marketplace.',
      ),
    ).toBeTruthy();
    expect(paymentCalls).toBe(1);
    expect(screen.queryByText('Profile Updated Successfully')).toBeNull();
  });

  it("asks for a logo image when the logo is on without one ('Please choose a logo image.')", async () => {
    api({ [`GET /api/users/${SHOP_ID}`]: () => makeAccount({}, { has_logo: false, logo: '' }) });
    renderApp('/seller_profile');
    fireEvent.click(await screen.findByLabelText('Show a logo'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please choose a logo image.')).toBeTruthy();
  });

  it('says it saved until the next edit, and keeps every check for the next Update', async () => {
    api({
      [`GET /api/users/${SHOP_ID}`]: () => makeAccount({}, { has_logo: false, logo: '' }),
      'PUT /api/users/profile': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        return asSession(makeAccount({}, { name: String(body.seller_name), has_logo: false, logo: '' }));
      },
    });
    renderApp('/seller_profile');
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Lerverket' } });
    update();
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subtitle'), { target: { value: 'Krukor' } });
    expect(screen.queryByText('Profile Updated Successfully')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show a logo'));
    update();
    expect(await screen.findByText('Please choose a logo image.')).toBeTruthy();
    expect(screen.getByText('Please correct the marked field.')).toBeTruthy();
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

describe('delivery options (Leveranssätt)', () => {
  const CARRIERS = {
    carriers: [
      {
        id: 'postnord',
        name: 'PostNord',
        demo: true,
        trackingNumberHint: '',
        fields: [{ name: 'postnord_lockers_only', label: 'Parcel lockers only', type: 'boolean' }],
      },
    ],
  };
  const saved = {
    _id: '00000000-0000-4000-8000-0000000000d1',
    name: { sv: 'Ombud', en: 'Service point' },
    kind: 'service_point',
    carrier: 'postnord',
    carrierName: 'PostNord',
    price: 49,
    pricing: 'per_order',
    freeOver: 500,
    estimate: { sv: '1–3 vardagar', en: '1–3 working days' },
    openingHours: { sv: '', en: '' },
    position: 0,
    settings: { postnord_lockers_only: true },
    available: true,
  };

  it("adds an ombud option with the carrier's setting and shows the server's refusal beside its field", async () => {
    const options: (typeof saved)[] = [];
    let sent: Record<string, unknown> | undefined;
    let refuse = true;
    api({
      'GET /api/shops/me/delivery-options': () => ({ options }),
      'GET /api/carriers': () => CARRIERS,
      'POST /api/shops/me/delivery-options': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        if (refuse) {
          refuse = false;
          throw {
            status: 400,
            body: { message: 'Price cannot be negative', code: 'VALIDATION_FAILED', field: 'price' },
          };
        }
        options.push(saved);
        return saved;
      },
    });
    renderApp('/seller_profile');
    const heading = await screen.findByRole('heading', { name: 'Delivery options' }, { timeout: 10_000 });
    const card = heading.parentElement!;
    expect(within(card).getByText(/No delivery options yet/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Add a delivery option' }));
    const form = within(card).getByRole('form', { name: 'Add a delivery option' });
    fireEvent.change(within(form).getByLabelText('Name in Swedish'), { target: { value: 'Ombud' } });
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'Service point' } });
    expect(within(form).getByRole('option', { name: 'PostNord (demo points)' })).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Parcel lockers only'));
    fireEvent.change(within(form).getByLabelText('Price (kr)'), { target: { value: '-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Price cannot be negative')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Price (kr)'), { target: { value: '49' } });
    fireEvent.change(within(form).getByLabelText('Free shipping over (kr)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Service point')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
    expect(sent).toMatchObject({
      name: { sv: 'Ombud', en: 'Service point' },
      kind: 'service_point',
      carrier: 'postnord',
      pricing: 'per_order',
      settings: { postnord_lockers_only: true },
    });
  });
});
