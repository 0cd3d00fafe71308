import type { SessionUserDto, UserDto } from '@torget/contract';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Locale } from '@torget/i18n';
import english from 'virtual:torget-messages/en';
import swedish from 'virtual:torget-messages/sv';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { session } from '../lib/session';

const seller: UserDto['seller'] = {
  name: '',
  logo: '',
  has_logo: false,
  description: '',
  subtitle: '',
  banner_background_image: '',
  description_background_color: '',
  description_text_color: '',
  products_background_color: '',
  name_text_color: '',
  subtitle_text_color: '',
  footer_background_color: '',
  footer_text_color: '',
  address: '',
  post_number: '',
  city: '',
  phone: '',
  organisation_number: '',
  legal_name: '',
  vat_registered: true,
  vat_number: '',
  has_swish: false,
  swish_number: '',
  has_paypal: false,
  free_shipping_over: null,
  return_address: '',
  return_post_number: '',
  return_city: '',
  return_instructions: { sv: '', en: '' },
  domain: '',
  plan: null,
  rating: 0,
  numReviews: 0,
};

/** A user as the API answers it, with overrides. */
export function aUser(
  overrides: Omit<Partial<UserDto>, 'seller'> & { seller?: Partial<UserDto['seller']> } = {},
): UserDto {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Vera Väntar',
    email: 'vera@example.se',
    is_admin: false,
    is_seller: false,
    wants_to_be_seller: false,
    shop_status: 'Closed',
    createdAt: '2026-11-20T10:00:00.000Z',
    shipping_full_name: '',
    shipping_address: '',
    shipping_postal_code: '',
    shipping_city: '',
    shipping_country: '',
    ...overrides,
    seller: { ...seller, ...overrides.seller },
  };
}

export const anAdmin = (): SessionUserDto => ({
  ...aUser({ _id: '99999999-9999-4999-8999-999999999999', name: 'Ada Admin', is_admin: true }),
  token: 'admin-token',
});

/** The admin app at `path` (in English unless told) with a fresh SWR cache, signed in as `as` (or signed out). */
export function renderAdmin(path: string, as: SessionUserDto | null = anAdmin(), locale: Locale = 'en') {
  if (as) session.signIn(as);
  else session.signOut();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProvider locale={locale} messages={locale === 'sv' ? swedish : english}>
        <RouterProvider router={router} />
      </AppProvider>
    </SWRConfig>,
  );
  return { ...view, router };
}
