import { createI18n } from '@torget/ui';
import english from 'virtual:torget-messages/en';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { shellMenus as menusFor } from './shell-menus';

const user = (roles: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'u1',
  name: 'Kim',
  email: 'kim@example.se',
  token: 't',
  is_admin: false,
  is_seller: false,
  wants_to_be_seller: false,
  ...roles,
});

const i18n = createI18n('en', english);
const shellMenus = (who: SessionUser | null, onMarketplace: boolean) =>
  menusFor(who, onMarketplace, (id) => i18n._(id));

const labels = (links: { label: string }[] | undefined) => links?.map((link) => link.label);

describe('shell menus by role (docs/product.md §2 Shell)', () => {
  it('offers a visitor Sign In, the Info menu and Become Seller, and no personal menus', () => {
    const menus = shellMenus(null, true);
    expect(menus.signIn).toBe(true);
    expect(menus.becomeSeller).toBe(true);
    expect(labels(menus.info.links)).toEqual(['About', 'Become Seller', 'Privacy']);
    expect(menus.user ?? menus.shop ?? menus.admin).toBeUndefined();
    expect(labels(menus.sidebar)).toEqual(['Cart']);
  });

  it("gives a signed-in customer their name's menu and the sidebar's personal links", () => {
    const menus = shellMenus(user(), true);
    expect(menus.signIn).toBe(false);
    expect(menus.user?.label).toBe('Kim');
    expect(labels(menus.user?.links)).toEqual(['User Profile', 'Order History']);
    expect(labels(menus.sidebar)).toEqual(['User Profile', 'Cart', 'My outgoing orders']);
  });

  it('gives sellers My Shop with their own shop page, greys Become Seller out and hides its link', () => {
    const menus = shellMenus(user({ is_seller: true }), true);
    expect(labels(menus.shop?.links)).toEqual(['Products', 'Orders', 'View Shop', 'Settings']);
    expect(menus.shop?.links.find((l) => l.label === 'View Shop')?.to).toBe('/seller/u1');
    expect(menus.info.links.find((l) => l.label === 'Become Seller')?.disabled).toBe(true);
    expect(menus.becomeSeller).toBe(false);
    expect(labels(menus.sidebar)).toContain('My Shop');
  });

  it('gives admins the Admin menu into the admin app, on the marketplace only', () => {
    const onMarketplace = shellMenus(user({ is_admin: true }), true);
    expect(labels(onMarketplace.admin?.links)).toEqual(['Products', 'Orders', 'Users', 'Settings']);
    expect(onMarketplace.admin?.links.every((l) => l.app === 'admin')).toBe(true);
    expect(labels(onMarketplace.sidebar)?.[0]).toBe('Admin');
    expect(shellMenus(user({ is_admin: true }), false).admin).toBeUndefined();
  });

  it('shows no Become Seller link on a seller’s own domain', () => {
    expect(shellMenus(null, false).becomeSeller).toBe(false);
  });
});
