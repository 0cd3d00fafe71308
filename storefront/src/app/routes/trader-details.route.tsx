import { MessageBox } from '@torget/ui';
import { PageState } from '../../components/page-state';
import { useTraderDetails } from '../../features/seller-application/api/trader-details';
import { NarrowPage } from '../../features/seller-application/components/narrow-page';
import { TraderDetailsForm } from '../../features/seller-application/components/trader-details-form';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /trader_details: the trader details a shop gives the marketplace (DSA Art. 30), from its to-do list. */
export function TraderDetailsRoute() {
  const { t } = useT();
  usePageTitle(t('traderDetails.pageTitle'));
  const details = useTraderDetails();
  return (
    <NarrowPage>
      <h1>{t('traderDetails.heading')}</h1>
      {details.data ? (
        <>
          {details.data.missing.length === 0 ? (
            <MessageBox variant="success">{t('traderDetails.complete')}</MessageBox>
          ) : (
            <MessageBox variant="info">{t('traderDetails.missing')}</MessageBox>
          )}
          <TraderDetailsForm
            saved={details.data}
            onSaved={(saved) => void details.mutate(saved, { revalidate: false })}
          />
        </>
      ) : (
        <PageState error={details.error} />
      )}
    </NarrowPage>
  );
}
