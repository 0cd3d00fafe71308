import { fireEvent, screen, waitFor, within } from '@testing-library/react';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test holds the browser's refusals against the server's own schema
import { SWEDISH_POSTAL_CODE_MESSAGE, shippingAddressBody } from '@torget/contract';
import { normalPostalCode, postalCodeProblem } from '@torget/contract/browser';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartStore,
  paymentMethodStore,
  shippingAddressStore,
  type CartItem,
  type ShippingAddress,
} from '../../lib/cart-store';
import { session } from '../../lib/session';
import { makeProduct, PRODUCT_ID, SHOP_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ORDER_ID = '00000000-0000-4000-8000-0000000000f1';
const USER = {
  _id: 'u1',
  name: 'Kim Köpare',
  email: 'kim@example.se',
  token: 'tok',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
};
const ADDRESS: ShippingAddress = {
  fullName: 'Kim Köpare',
  address: 'Storgatan 1',
  city: 'Lund',
  postalCode: '222 22',
  country: 'Sverige',
};
const line = (): CartItem => ({
  product: PRODUCT_ID,
  name: 'Mugg i stengods',
  image: '',
  price: 1299,
  countInStock: 3,
  qty: 2,
  shipping_price: 49,
  shipping_info: '',
  seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
});

beforeEach(() => session.signIn(USER));
afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

const api = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => [],
    [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
    [`GET /api/shops/${SHOP_ID}/payment-methods`]: () => methods('Swish', 'PayPal'),
    'GET /api/users/u1': () => ({
      ...USER,
      shipping_full_name: 'Kim Sparad',
      shipping_address: 'Sparvägen 2',
      shipping_city: 'Malmö',
      shipping_postal_code: '211 11',
      shipping_country: 'Sverige',
    }),
    ...extra,
  });

/** The server's answer: the methods the shop takes, the default first. */
const methods = (...ids: string[]) => ({ methods: ids.map((id) => ({ id, label: id })) });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('guards', () => {
  it('sends signed-out visitors from checkout screens to sign-in and back', async () => {
    session.signOut();
    api();
    for (const path of ['/shipping', '/payment', '/placeorder']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
      unmount();
    }
  });

  it('a 401 on a protected call signs out and clears userInfo, cartItems and shippingAddress', async () => {
    cartStore.set([line()]);
    shippingAddressStore.set(ADDRESS);
    api({
      'GET /api/users/u1': () => {
        throw { status: 401, body: { message: 'Please sign in again', code: 'UNAUTHORIZED' } };
      },
    });
    shippingAddressStore.set(null);
    const { router } = renderApp('/shipping');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    for (const key of ['userInfo', 'cartItems', 'shippingAddress'])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('shipping', () => {
  it('prefills the saved address, needs all five fields, checks Swedish postal codes and saves', async () => {
    let saved: unknown;
    api({
      'PUT /api/users/save_shipping_address': async (request) => {
        saved = await request.json();
        return {};
      },
    });
    const { router } = renderApp('/shipping');
    expect(((await screen.findByLabelText('Full Name')) as HTMLInputElement).value).toBe('Kim Sparad');
    expect((screen.getByLabelText('Postal Code') as HTMLInputElement).inputMode).toBe('numeric');
    fill('City', '');
    fill('Postal Code', '2111');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your city.')).toBeTruthy();
    expect(screen.getByText('Swedish postal codes have five digits, like 123 45.')).toBeTruthy();
    expect(saved).toBeUndefined();
    fill('City', 'Malmö');
    fill('Postal Code', '21111');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(saved).toMatchObject({ shipping_city: 'Malmö', shipping_postal_code: '211 11' });
    expect(shippingAddressStore.get()).toMatchObject({ city: 'Malmö', postalCode: '211 11' });
  });

  it("accepts '123 45' and '12345' for Sweden, anything for other countries", () => {
    expect(postalCodeProblem('123 45', 'Sverige')).toBeUndefined();
    expect(normalPostalCode('12345', 'Sweden')).toBe('123 45');
    expect(postalCodeProblem('1234', 'Sverige')).toBe('swedish');
    expect(postalCodeProblem('SW1A 1AA', 'United Kingdom')).toBeUndefined();
    expect(normalPostalCode(' SW1A 1AA ', 'United Kingdom')).toBe('SW1A 1AA');
  });

  it("refuses in the browser exactly the postal codes the server's schema refuses (one rule, from the contract)", async () => {
    const put = vi.fn(() => ({}));
    api({ 'PUT /api/users/save_shipping_address': put });
    renderApp('/shipping');
    await screen.findByLabelText('Full Name');
    const address = (postalCode: string, country: string) => ({
      shipping_full_name: 'Kim',
      shipping_address: 'Gatan 1',
      shipping_city: 'Malmö',
      shipping_postal_code: postalCode,
      shipping_country: country,
    });
    for (const [code, country] of [
      ['2111', 'Sweden'],
      ['211 1a', 'SE'],
    ] as const) {
      fill('Country', country);
      fill('Postal Code', code);
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Swedish postal codes have five digits, like 123 45.')).toBeTruthy();
      const server = shippingAddressBody.safeParse(address(code, country));
      expect(server.error?.issues[0]).toMatchObject({
        path: ['shipping_postal_code'],
        message: SWEDISH_POSTAL_CODE_MESSAGE,
      });
    }
    expect(put).not.toHaveBeenCalled();
    expect(shippingAddressBody.safeParse(address('211 11', 'Sweden')).success).toBe(true);
  });
});

describe('payment method', () => {
  beforeEach(() => {
    cartStore.set([line()]);
    shippingAddressStore.set(ADDRESS);
  });

  it('offers what the shop takes, Swish by default, and continues to /placeorder', async () => {
    api();
    const { router } = renderApp('/payment');
    const swish = (await screen.findByLabelText('Swish')) as HTMLInputElement;
    expect(swish.checked).toBe(true);
    // The methods are one group, named by its legend for screen readers.
    expect(within(screen.getByRole('group', { name: 'Select Method' })).getAllByRole('radio')).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByLabelText('PayPal'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorder'));
    expect(paymentMethodStore.get()).toBe('PayPal');
  });

  it("preselects the server's first method and lists only the ones it names, by their labels", async () => {
    api({
      [`GET /api/shops/${SHOP_ID}/payment-methods`]: () => ({
        methods: [
          { id: 'PayPal', label: 'PayPal' },
          { id: 'Invoice', label: 'Faktura (30 dagar)' },
        ],
      }),
    });
    const { router } = renderApp('/payment');
    expect(((await screen.findByLabelText('PayPal')) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Swish')).toBeNull();
    fireEvent.click(screen.getByLabelText('Faktura (30 dagar)'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorder'));
    expect(paymentMethodStore.get()).toBe('Invoice');
  });

  it("says 'No payment methods available.' when the shop takes none", async () => {
    api({ [`GET /api/shops/${SHOP_ID}/payment-methods`]: () => methods() });
    renderApp('/payment');
    expect((await screen.findByRole('alert')).textContent).toBe('No payment methods available.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('place order', () => {
  beforeEach(() => {
    cartStore.set([line()]);
    shippingAddressStore.set(ADDRESS);
    paymentMethodStore.set('Swish');
  });

  it('shows the summary, sends one Idempotency-Key for retries, empties the cart and opens the order', async () => {
    const keys: (string | null)[] = [];
    let body: unknown;
    api({
      'POST /api/orders': async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        body = await request.json();
        if (keys.length === 1) throw { status: 502, body: { message: 'Try again', code: 'X' } };
        return { _id: ORDER_ID };
      },
      [`GET /api/orders/${ORDER_ID}`]: () => new Promise(() => {}),
    });
    const { router } = renderApp('/placeorder');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).toMatch(/Items2\s598,00\s*kr/);
    expect(summary.textContent).toMatch(/Shipping98,00\s*kr/);
    // VAT is inside the prices: no "Tax 0,00 kr" row beside them.
    expect(summary.textContent).not.toMatch(/Tax/);
    expect(summary.textContent).toMatch(/Order Total2\s696,00\s*kr/);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Try again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(body).toMatchObject({
      orderItems: [{ product: PRODUCT_ID, qty: 2 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'Swish',
    });
    expect(cartStore.get()).toEqual([]);
  });

  it('applies a discount code the server accepts, shows its refusal as it comes, and places the order with it', async () => {
    const asked: unknown[] = [];
    let placed: unknown;
    api({
      'POST /api/orders/price': async (request) => {
        const body = (await request.json()) as { discountCode: string };
        asked.push(body);
        if (body.discountCode === 'MIN300')
          throw {
            status: 400,
            body: { message: 'The code applies from 3 000,00 kr.', code: 'DISCOUNT_CODE_MIN_ORDER' },
          };
        return {
          itemsPrice: 2338.2,
          shippingPrice: 98,
          totalPrice: 2436.2,
          discount: { code: 'HOSTREA', amount: 259.8 },
          vatLines: [],
          freeShippingOver: null,
          freeShippingLeft: null,
        };
      },
      'POST /api/orders': async (request) => {
        placed = await request.json();
        return { _id: ORDER_ID };
      },
      [`GET /api/orders/${ORDER_ID}`]: () => new Promise(() => {}),
    });
    const { router } = renderApp('/placeorder');
    await screen.findByLabelText('Discount code', {}, { timeout: 15_000 });
    fill('Discount code', 'MIN300');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code applies from 3 000,00 kr.')).toBeTruthy();
    fill('Discount code', 'hostrea');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code hostrea applied')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // The goods before the code, the code's row, the total after it.
    expect(summary.textContent).toMatch(/Items2\s598,00\s*kr/);
    expect(summary.textContent).toMatch(/Discount code HOSTREA−259,80\s*kr/);
    expect(summary.textContent).toMatch(/Order Total2\s436,20\s*kr/);
    expect(asked).toEqual([
      { orderItems: [{ product: PRODUCT_ID, qty: 2 }], discountCode: 'MIN300' },
      { orderItems: [{ product: PRODUCT_ID, qty: 2 }], discountCode: 'hostrea' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(placed).toMatchObject({ discountCode: 'hostrea' });
  });

  it("shows a refusal in the server's words with the way forward", async () => {
    api({
      'POST /api/orders': () => {
        throw {
          status: 409,
          body: { message: 'Only 1 of Mugg i stengods left in stock.', code: 'OUT_OF_STOCK' },
        };
      },
    });
    renderApp('/placeorder');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Only 1 of Mugg i stengods left in stock.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/cart');
    expect(cartStore.get()).toHaveLength(1);
  });
});

describe('map', () => {
  it('says the map is not configured without a key and leads back to the shipping form', async () => {
    api({ 'GET /api/config/google': () => ({ key: '' }) });
    renderApp('/map');
    expect(await screen.findByText(/The map is not configured on this site/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shipping form' }).getAttribute('href')).toBe(
      '/shipping',
    );
  });
});

describe('delivery options (a shop that offers them)', () => {
  const OMBUD = '00000000-0000-4000-8000-0000000000d1';
  const HOME = '00000000-0000-4000-8000-0000000000d2';
  const option = (id: string, kind: string, name: string, price: number, extra = {}) => ({
    _id: id,
    name: { sv: name, en: name },
    kind,
    carrier: kind === 'service_point' ? 'postnord' : null,
    carrierName: kind === 'service_point' ? 'PostNord' : null,
    price,
    pricing: 'per_order',
    freeOver: null,
    estimate: { sv: '1–3 vardagar', en: '1–3 working days' },
    openingHours: { sv: '', en: '' },
    position: 0,
    settings: {},
    available: true,
    ...extra,
  });
  const point = (n: number, distance: number) => ({
    id: `p${n}`,
    name: `Ombud ${n}`,
    address: `Gatan ${n}, 222 22 Lund`,
    distance,
    openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '21:00' })),
  });
  const options = () => ({
    options: [
      option(OMBUD, 'service_point', 'Ombud', 49, { freeOver: 5000 }),
      option(HOME, 'home', 'Hemleverans', 19, { pricing: 'per_item' }),
    ],
  });

  beforeEach(() => cartStore.set([line()]));

  it('asks how after the address: prices for this cart, the 5 nearest ombud with the nearest chosen, and places the order with them', async () => {
    let placed: Record<string, unknown> | undefined;
    api({
      'PUT /api/users/save_shipping_address': () => ({}),
      [`GET /api/shops/${SHOP_ID}/delivery-options`]: options,
      [`GET /api/delivery-options/${OMBUD}/service-points`]: () => ({
        demo: true,
        points: [point(1, 350), point(2, 1480)],
      }),
      'POST /api/orders': async (request) => {
        placed = (await request.json()) as Record<string, unknown>;
        return { _id: ORDER_ID };
      },
    });
    const { router } = renderApp('/shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    expect(await screen.findByRole('group', { name: 'Delivery' })).toBeTruthy();
    // 49 kr once; the home option 19 kr per item × 2.
    expect(screen.getByText('49,00 kr')).toBeTruthy();
    expect(screen.getByText('38,00 kr')).toBeTruthy();
    const nearest = (await screen.findByLabelText(/Ombud 1/)) as HTMLInputElement;
    expect(nearest.checked).toBe(true);
    expect(screen.getByText('350 m away')).toBeTruthy();
    expect(screen.getAllByText('Mon–Fri 08:00–21:00')).toHaveLength(2);
    expect(screen.getByText(/Demo service points/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Ombud 2/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(((await screen.findByLabelText('Swish')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorder'));
    expect(await screen.findByText(/Ombud 2, Gatan 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toBeDefined());
    expect(placed).toMatchObject({ deliveryOptionId: OMBUD, servicePointId: 'p2' });
  });

  it('asks the carrier again on "Try again", and lists its points once it answers', async () => {
    let asked = 0;
    api({
      'PUT /api/users/save_shipping_address': () => ({}),
      [`GET /api/shops/${SHOP_ID}/delivery-options`]: options,
      [`GET /api/delivery-options/${OMBUD}/service-points`]: () => {
        if (++asked === 1)
          throw {
            status: 400,
            body: {
              message: 'PostNord did not answer in time. Try again, or choose another delivery option.',
              code: 'CARRIER_UNAVAILABLE',
            },
          };
        return { demo: false, points: [point(1, 350)] };
      },
    });
    renderApp('/shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    expect(await screen.findByText(/PostNord did not answer in time/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText(/Ombud 1/)) as HTMLInputElement).checked).toBe(true);
    expect(asked).toBe(2);
    expect(screen.queryByText(/PostNord did not answer in time/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells the buyer in words when the carrier does not answer, and lets her choose another option', async () => {
    api({
      'PUT /api/users/save_shipping_address': () => ({}),
      [`GET /api/shops/${SHOP_ID}/delivery-options`]: options,
      [`GET /api/delivery-options/${OMBUD}/service-points`]: () => {
        throw {
          status: 400,
          body: {
            message: 'PostNord did not answer in time. Try again, or choose another delivery option.',
            code: 'CARRIER_UNAVAILABLE',
          },
        };
      },
    });
    const { router } = renderApp('/shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    expect(await screen.findByText(/PostNord did not answer in time/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Hemleverans/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
  });
});
