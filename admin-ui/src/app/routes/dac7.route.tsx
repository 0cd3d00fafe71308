import type { Dac7ReportDto } from '@torget/contract';
import { Button, MessageBox, errorMessage } from '@torget/ui';
import { useState } from 'react';
import { LoadState } from '../../components/load-state';
import { downloadDac7Xml, getDac7Report, useDac7Operator } from '../../features/dac7/api/dac7';
import { Dac7ChoiceForm } from '../../features/dac7/components/dac7-choice-form';
import { Dac7ReportTable } from '../../features/dac7/components/dac7-report-table';
import { OperatorForm } from '../../features/dac7/components/operator-form';
import { useT } from '../../lib/i18n';

/**
 * "DAC7-rapport" (issue 40, docs/dac7.md): the year's figures per seller and quarter at the euro rate given, the
 * DPI XML file for Skatteverket, and the platform operator the file is made as.
 */
export function Dac7Route() {
  const { t } = useT();
  const [report, setReport] = useState<Dac7ReportDto | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const operator = useDac7Operator();

  const download = async () => {
    if (!report) return;
    setDownloadError(null);
    try {
      await downloadDac7Xml({ year: report.year, eurRate: report.eurRate });
    } catch (caught) {
      setDownloadError(errorMessage(caught));
    }
  };

  return (
    <>
      <h1>{t('dac7.title')}</h1>
      <p>{t('dac7.intro')}</p>
      <Dac7ChoiceForm onChoose={async (choice) => setReport(await getDac7Report(choice))} />
      {report && (
        <section aria-labelledby="dac7-figures">
          <h2 id="dac7-figures">{t('dac7.figures', { year: String(report.year) })}</h2>
          <Dac7ReportTable report={report} />
          {downloadError && <MessageBox variant="danger">{downloadError}</MessageBox>}
          <Button type="button" onClick={() => void download()}>
            {t('dac7.download')}
          </Button>
        </section>
      )}
      <section aria-labelledby="dac7-operator">
        <h2 id="dac7-operator">{t('dac7.operator')}</h2>
        {operator.data ? (
          <OperatorForm
            operator={operator.data.operator}
            onSaved={(saved) => void operator.mutate({ operator: saved }, { revalidate: false })}
          />
        ) : (
          <LoadState error={operator.error} />
        )}
      </section>
    </>
  );
}
