import { MessageBox } from '@torget/ui';
import { PageState } from '../../components/page-state';
import { useDac7Copies, useTaxDetails } from '../../features/tax-details/api/tax-details';
import { Dac7Copies } from '../../features/tax-details/components/dac7-copies';
import { TaxDetailsForm } from '../../features/tax-details/components/tax-details-form';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The shop's "Skatteuppgifter" (DAC7 due diligence, issue 40): the marketplace must report them to Skatteverket;
 * below the form, the seller's copy of what each year's report said (informationsuppgift).
 */
export function SellerTaxDetailsRoute() {
  const { t, date } = useT();
  usePageTitle(t('taxDetails.pageTitle'));
  const details = useTaxDetails();
  const copies = useDac7Copies();
  return (
    <>
      <h1>{t('taxDetails.heading')}</h1>
      <p>{t('taxDetails.intro')}</p>
      {details.data ? (
        <>
          {details.data.salesStoppedAt ? (
            <MessageBox variant="danger">
              {t('taxDetails.stopped', { date: date(details.data.salesStoppedAt) })}
            </MessageBox>
          ) : (
            !details.data.complete && <MessageBox variant="info">{t('taxDetails.missing')}</MessageBox>
          )}
          <TaxDetailsForm
            saved={details.data}
            onSaved={(saved) => void details.mutate(saved, { revalidate: false })}
          />
        </>
      ) : (
        <PageState error={details.error} />
      )}
      {copies.data && <Dac7Copies copies={copies.data.copies} />}
    </>
  );
}
