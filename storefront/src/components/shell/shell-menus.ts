import type { MessageId } from '../../lib/i18n';
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
export function shellMenus(
  user: SessionUser | null,
  onMarketplace: boolean,
  t: (id: MessageId) => string,
): ShellMenus {
  const isSeller = !!user?.is_seller;
  const isAdmin = !!user?.is_admin && onMarketplace;
  const shop: MenuGroup | undefined = isSeller
    ? {
        label: t('nav.myShop'),
        links: [
          { label: t('nav.products'), to: '/productlist/seller' },
          { label: t('nav.orders'), to: '/orderlist/seller' },
          { label: t('nav.viewShop'), to: `/seller/${user!._id}` },
          { label: t('nav.settings'), to: '/seller_profile' },
        ],
      }
    : undefined;
  const admin: MenuGroup | undefined = isAdmin
    ? {
        label: t('nav.admin'),
        links: [
          { label: t('nav.products'), to: '/productlist', app: 'admin' },
          { label: t('nav.orders'), to: '/orderlist', app: 'admin' },
          { label: t('nav.users'), to: '/userlist', app: 'admin' },
          { label: t('nav.settings'), to: '/admin_settings', app: 'admin' },
        ],
      }
    : undefined;
  const sidebar: MenuLink[] = [
    ...(isAdmin ? [{ label: t('nav.admin'), to: '/admin_menu', app: 'admin' as const }] : []),
    ...(isSeller ? [{ label: t('nav.myShop'), to: '/my_shop_menu' }] : []),
    ...(user ? [{ label: t('nav.userProfile'), to: '/profile' }] : []),
    { label: t('shell.cart'), to: '/cart' },
    ...(user ? [{ label: t('nav.myOutgoingOrders'), to: '/orderhistory' }] : []),
  ];
  return {
    info: {
      label: t('nav.info'),
      links: [
        { label: t('nav.about'), to: '/about' },
        { label: t('nav.becomeSeller'), to: '/seller_info_1', disabled: isSeller },
        { label: t('nav.privacy'), to: '/privacy' },
      ],
    },
    signIn: !user,
    becomeSeller: !isSeller && onMarketplace,
    user: user
      ? {
          label: user.name,
          links: [
            { label: t('nav.userProfile'), to: '/profile' },
            { label: t('nav.orderHistory'), to: '/orderhistory' },
          ],
        }
      : undefined,
    shop,
    admin,
    sidebar,
  };
}
