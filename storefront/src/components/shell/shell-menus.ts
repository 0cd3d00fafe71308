import type { SessionUser } from '../../lib/session';

/** One entry of a shell menu. `app: 'admin'` links leave the storefront for the admin app (a full page load). */
export interface MenuLink {
  label: string;
  to: string;
  app?: 'admin';
  /** Shown greyed out and not followable (Become Seller for sellers). */
  disabled?: boolean;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

export interface ShellMenus {
  info: MenuGroup;
  /** Sign In link when signed out. */
  signIn: boolean;
  /** Become Seller link: non-seller users on the marketplace. */
  becomeSeller: boolean;
  /** The signed-in user's dropdown, titled with their name; its Sign out entry is added by the header. */
  user?: MenuGroup;
  shop?: MenuGroup;
  admin?: MenuGroup;
  /** The right sidebar, as the user's roles allow. */
  sidebar: MenuLink[];
}

/**
 * docs/product.md §2 Shell, as one model for the header and both sidebars: what each kind of visitor is offered. Admin
 * powers exist on the marketplace only (docs/product.md §6), so a seller's own domain shows no Admin menu.
 */
export function shellMenus(user: SessionUser | null, onMarketplace: boolean): ShellMenus {
  const isSeller = !!user?.is_seller;
  const isAdmin = !!user?.is_admin && onMarketplace;
  const shop: MenuGroup | undefined = isSeller
    ? {
        label: 'My Shop',
        links: [
          { label: 'Products', to: '/productlist/seller' },
          { label: 'Orders', to: '/orderlist/seller' },
          { label: 'View Shop', to: `/seller/${user!._id}` },
          { label: 'Settings', to: '/seller_profile' },
        ],
      }
    : undefined;
  const admin: MenuGroup | undefined = isAdmin
    ? {
        label: 'Admin',
        links: [
          { label: 'Products', to: '/productlist', app: 'admin' },
          { label: 'Orders', to: '/orderlist', app: 'admin' },
          { label: 'Users', to: '/userlist', app: 'admin' },
          { label: 'Settings', to: '/admin_settings', app: 'admin' },
        ],
      }
    : undefined;
  const sidebar: MenuLink[] = [
    ...(isAdmin ? [{ label: 'Admin', to: '/admin_menu', app: 'admin' as const }] : []),
    ...(isSeller ? [{ label: 'My Shop', to: '/my_shop_menu' }] : []),
    ...(user ? [{ label: 'User Profile', to: '/profile' }] : []),
    { label: 'Cart', to: '/cart' },
    ...(user ? [{ label: 'My outgoing orders', to: '/orderhistory' }] : []),
  ];
  return {
    info: {
      label: 'Info',
      links: [
        { label: 'About', to: '/about' },
        { label: 'Become Seller', to: '/seller_info_1', disabled: isSeller },
        { label: 'Privacy', to: '/privacy' },
      ],
    },
    signIn: !user,
    becomeSeller: !isSeller && onMarketplace,
    user: user
      ? {
          label: user.name,
          links: [
            { label: 'User Profile', to: '/profile' },
            { label: 'Order History', to: '/orderhistory' },
          ],
        }
      : undefined,
    shop,
    admin,
    sidebar,
  };
}
