import { MessageBox } from '@torget/ui';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { ApplicationView } from '../../features/seller-application/components/application-view';
import { NarrowPage } from '../../features/seller-application/components/narrow-page';
import { useOwnAccount } from '../../lib/own-account';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /seller_application: the user's own application, read-only, with its current status. */
export function SellerApplicationRoute() {
  const account = useOwnAccount();
  usePageTitle('Seller application – Torget');
  return (
    <NarrowPage>
      <h1>Seller application</h1>
      {!account.data ? (
        <PageState error={account.error} />
      ) : account.data.shop_status === 'Closed' && !account.data.seller.plan ? (
        <>
          <MessageBox>You have not applied for a shop yet.</MessageBox>
          <p>
            <ButtonLink to="/seller_info_2">See the plans</ButtonLink>
          </p>
        </>
      ) : (
        <>
          <ApplicationView account={account.data} />
          {account.data.is_seller && (
            <p>
              <ButtonLink to="/my_shop_menu">Go to My Shop</ButtonLink>
            </p>
          )}
        </>
      )}
    </NarrowPage>
  );
}
