import { MessageBox } from '@torget/ui';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { useTraderDetails } from '../../features/seller-application/api/trader-details';
import { ApplicationForm } from '../../features/seller-application/components/application-form';
import { NarrowPage } from '../../features/seller-application/components/narrow-page';
import { isPlan, PLANS } from '../../features/seller-application/lib/plans';
import { useT } from '../../lib/i18n';
import { useOwnAccount } from '../../lib/own-account';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /become_seller/{plan}: the create-shop form for plans 1 and 2; plan 3 is shown, not selectable. */
export function BecomeSellerRoute() {
  const plan = Number(useParams().plan);
  const account = useOwnAccount();
  const trader = useTraderDetails();
  const { t } = useT();
  usePageTitle(t('becomeSeller.pageTitle'));

  if (!isPlan(plan))
    return <NotFound title={t('becomeSeller.noPlan.title')} text={t('becomeSeller.noPlan.text')} />;
  const { summary, selectable } = PLANS[plan];
  return (
    <NarrowPage>
      <h1>{t('becomeSeller.heading')}</h1>
      <p>{t(summary)}</p>
      {!selectable ? (
        <>
          <MessageBox>{t('becomeSeller.plan3')}</MessageBox>
          <p>
            <ButtonLink to="/seller_info_2">{t('becomeSeller.plans')}</ButtonLink>
          </p>
        </>
      ) : !account.data || !trader.data ? (
        <PageState error={account.error ?? trader.error} />
      ) : account.data.is_seller ? (
        <>
          <MessageBox>{t('becomeSeller.alreadyOpen')}</MessageBox>
          <p>
            <ButtonLink to="/my_shop_menu">{t('becomeSeller.myShop')}</ButtonLink>
          </p>
        </>
      ) : (
        <>
          {account.data.wants_to_be_seller && <MessageBox>{t('becomeSeller.alreadyApplied')}</MessageBox>}
          <ApplicationForm plan={plan} account={account.data} trader={trader.data} />
        </>
      )}
    </NarrowPage>
  );
}
