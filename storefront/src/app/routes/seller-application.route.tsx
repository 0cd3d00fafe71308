import { MessageBox } from '@torget/ui';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { useTraderDetails } from '../../features/seller-application/api/trader-details';
import { ApplicationView } from '../../features/seller-application/components/application-view';
import { NarrowPage } from '../../features/seller-application/components/narrow-page';
import { useT } from '../../lib/i18n';
import { useOwnAccount } from '../../lib/own-account';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /seller_application: the user's own application, read-only, with its current status. */
export function SellerApplicationRoute() {
  const account = useOwnAccount();
  const trader = useTraderDetails();
  const { t } = useT();
  usePageTitle(t('sellerApplication.pageTitle'));
  return (
    <NarrowPage>
      <h1>{t('sellerApplication.heading')}</h1>
      {!account.data ? (
        <PageState error={account.error} />
      ) : account.data.shop_status === 'Closed' && !account.data.seller.plan ? (
        <>
          <MessageBox>{t('sellerApplication.none')}</MessageBox>
          <p>
            <ButtonLink to="/seller_info_2">{t('becomeSeller.plans')}</ButtonLink>
          </p>
        </>
      ) : (
        <>
          <ApplicationView account={account.data} trader={trader.data} />
          {account.data.is_seller && (
            <p>
              <ButtonLink to="/my_shop_menu">{t('sellerApplication.goToShop')}</ButtonLink>
            </p>
          )}
        </>
      )}
    </NarrowPage>
  );
}
