import { MessageBox } from '@torget/ui';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { ApplicationForm } from '../../features/seller-application/components/application-form';
import { NarrowPage } from '../../features/seller-application/components/narrow-page';
import { isPlan, PLANS } from '../../features/seller-application/lib/plans';
import { useOwnAccount } from '../../lib/own-account';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /become_seller/{plan}: the create-shop form for plans 1 and 2; plan 3 is shown, not selectable. */
export function BecomeSellerRoute() {
  const plan = Number(useParams().plan);
  const account = useOwnAccount();
  usePageTitle('Create your shop – Torget');

  if (!isPlan(plan)) return <NotFound title="No such plan" text="Choose plan 1 or 2 on the plans page." />;
  const { summary, selectable } = PLANS[plan];
  return (
    <NarrowPage>
      <h1>Create your shop</h1>
      <p>{summary}</p>
      {!selectable ? (
        <>
          <MessageBox>Plan 3 cannot be chosen yet. Plans 1 and 2 are open for new shops.</MessageBox>
          <p>
            <ButtonLink to="/seller_info_2">See the plans</ButtonLink>
          </p>
        </>
      ) : !account.data ? (
        <PageState error={account.error} />
      ) : account.data.is_seller ? (
        <>
          <MessageBox>Your shop is already open.</MessageBox>
          <p>
            <ButtonLink to="/my_shop_menu">My Shop</ButtonLink>
          </p>
        </>
      ) : (
        <>
          {account.data.wants_to_be_seller && (
            <MessageBox>
              You have already applied; sending this form again updates your application.
            </MessageBox>
          )}
          <ApplicationForm plan={plan} account={account.data} />
        </>
      )}
    </NarrowPage>
  );
}
