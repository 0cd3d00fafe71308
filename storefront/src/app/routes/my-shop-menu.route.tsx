import { MenuGrid } from '@torget/ui';
import { Link } from 'react-router-dom';
import { ShopOverview } from '../../features/overview/components/shop-overview';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 My shop menu: the shop's overview (issue 26), then Products, Orders, View shop and Settings. */
export function MyShopMenuRoute() {
  const user = useSession()!;
  const { t } = useT();
  usePageTitle(t('myShop.pageTitle'));
  const entries = [
    { to: '/productlist/seller', label: t('myShop.products'), text: t('myShop.products.text') },
    { to: '/orderlist/seller', label: t('myShop.orders'), text: t('myShop.orders.text') },
    { to: '/discount_codes/seller', label: t('myShop.discountCodes'), text: t('myShop.discountCodes.text') },
    { to: `/seller/${user._id}`, label: t('myShop.view'), text: t('myShop.view.text') },
    { to: '/seller_profile', label: t('myShop.settings'), text: t('myShop.settings.text') },
    { to: '/tax_details/seller', label: t('myShop.taxDetails'), text: t('myShop.taxDetails.text') },
    { to: '/decisions', label: t('myShop.decisions'), text: t('myShop.decisions.text') },
  ];
  return (
    <>
      <h1>{t('myShop.heading')}</h1>
      <ShopOverview />
      <MenuGrid label={t('myShop.heading')} entries={entries} linkAs={Link} />
    </>
  );
}
