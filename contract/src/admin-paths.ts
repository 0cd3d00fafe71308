/**
 * The admin app's screens (docs/product.md §2 route table, guard "admin"), written once: the admin app's router builds its
 * routes from these patterns and core's static hosting sends the admin app for any path they match. Patterns use
 * React Router's `:param` syntax. The app's own pages (its sign-in screen, its assets) live under `/admin/`.
 */
export const adminPaths = {
  menu: '/admin_menu',
  productList: '/productlist',
  productListPage: '/productlist/pageNumber/:pageNumber',
  productEdit: '/product/:id/edit',
  orderList: '/orderlist',
  userList: '/userlist',
  userEdit: '/user/:id/edit',
  settings: '/admin_settings',
  /** Reports of illegal content and the decisions on them (docs/notices.md). */
  notices: '/notices',
  notice: '/notices/:id',
  appeals: '/appeals',
  /** The year's notice-and-action figures for the transparency report (docs/notices.md). */
  transparency: '/transparency',
  /** The year's DAC7 report to Skatteverket and the platform operator it is made as (docs/dac7.md). */
  dac7: '/dac7_report',
} as const;
export type AdminScreen = keyof typeof adminPaths;

/** Where the admin app itself is mounted: its assets, runtime config and sign-in screen. */
export const ADMIN_BASE = '/admin';

const patterns = Object.values(adminPaths).map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

/** Does this page path belong to the admin app? A trailing slash is ignored. */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`) || patterns.some((re) => re.test(path));
}
