import { MenuGrid } from '@torget/ui';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 My shop menu: Products, Orders, View shop and Settings. */
export function MyShopMenuRoute() {
  const user = useSession()!;
  usePageTitle('My Shop – Torget');
  const entries = [
    { to: '/productlist/seller', label: 'Products', text: 'Create, edit and delete your products.' },
    {
      to: '/orderlist/seller',
      label: 'Orders',
      text: 'Incoming orders: follow their payment and mark them delivered.',
    },
    { to: `/seller/${user._id}`, label: 'View shop', text: 'Your shop page as buyers see it.' },
    {
      to: '/seller_profile',
      label: 'Settings',
      text: 'Name, look and colours, contact and payment details.',
    },
  ];
  return (
    <>
      <h1>My Shop</h1>
      <MenuGrid label="My Shop" entries={entries} linkAs={Link} />
    </>
  );
}
