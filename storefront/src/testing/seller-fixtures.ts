import type { SessionUserDto, UserDto } from '@torget/contract';
import { session } from '../lib/session';
import { makeSeller, SHOP_ID } from './fixtures';

/** A user account as GET /api/users/{id} answers it; by default an open plan-2 shop. */
export function makeAccount(
  overrides: Partial<UserDto> = {},
  seller: Partial<UserDto['seller']> = {},
): UserDto {
  return {
    _id: SHOP_ID,
    name: 'Karin',
    email: 'karin@keramik.se',
    is_admin: false,
    is_seller: true,
    wants_to_be_seller: false,
    shop_status: 'Open',
    createdAt: '2026-10-01T10:00:00.000Z',
    shipping_full_name: '',
    shipping_address: '',
    shipping_postal_code: '',
    shipping_city: '',
    shipping_country: '',
    seller: { ...makeSeller(), plan: 2, swish_number: '1231234567', ...seller },
    ...overrides,
  };
}

export const asSession = (account: UserDto): SessionUserDto => ({ ...account, token: 'token-1' });

/** Signs the account in as the browser session. */
export const signInAs = (account: UserDto) => session.signIn(asSession(account));
