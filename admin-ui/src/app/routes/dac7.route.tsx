import type { Dac7ReportDto } from '@torget/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadState } from '../../components/load-state';
import {
  downloadDac7Xml,
  getDac7Report,
  markDac7Sent,
  useDac7Messages,
  useDac7Operator,
} from '../../features/dac7/api/dac7';
import { Dac7ChoiceForm } from '../../features/dac7/components/dac7-choice-form';
import { Dac7Messages } from '../../features/dac7/components/dac7-messages';
import { Dac7ReportTable } from '../../features/dac7/components/dac7-report-table';
import { OperatorForm } from '../../features/dac7/components/operator-form';
import { useT } from '../../lib/i18n';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * "DAC7-rapport" (issue 40, docs/dac7.md): the year's figures per seller and quarter at the euro rate given, the
 * DPI XML file for Skatteverket (the first report, then corrections), whether it is marked as sent, and the
 * platform operator the file is made as.
 */
export function Dac7Route() {
  const { t } = useT();
  const [report, setReport] = useState<Dac7ReportDto | null>(null);
  const operator = useDac7Operator();

  return (
    <>
      <h1>{t('dac7.title')}</h1>
      <p>{t('dac7.intro')}</p>
      <Dac7ChoiceForm onChoose={async (choice) => setReport(await getDac7Report(choice))} />
      {report && <YearStatus report={report} />}
      {report && (
        <Section aria-labelledby="dac7-figures">
          <h2 id="dac7-figures">{t('dac7.figures', { year: String(report.year) })}</h2>
          <Dac7ReportTable report={report} />
        </Section>
      )}
      <Section aria-labelledby="dac7-operator">
        <h2 id="dac7-operator">{t('dac7.operator')}</h2>
        {operator.data ? (
          <OperatorForm
            operator={operator.data.operator}
            onSaved={(saved) => void operator.mutate({ operator: saved }, { revalidate: false })}
          />
        ) : (
          <LoadState error={operator.error} />
        )}
      </Section>
    </>
  );
}

/** The year's report as sent to Skatteverket: its messages, the next file and marking it as sent. */
function YearStatus({ report }: { report: Dac7ReportDto }) {
  const { t } = useT();
  const messages = useDac7Messages(report.year);
  return (
    <Section aria-labelledby="dac7-sent">
      <h2 id="dac7-sent">{t('dac7.status.title', { year: String(report.year) })}</h2>
      {messages.data ? (
        <Dac7Messages
          messages={messages.data}
          onDownload={async (fileName) => {
            try {
              await downloadDac7Xml({ year: report.year, eurRate: report.eurRate }, fileName);
            } finally {
              // The download made or renewed the year's draft (or was refused): read the messages again.
              await messages.mutate();
            }
          }}
          onMarkSent={async (draft) => {
            await messages.mutate(await markDac7Sent(report.year, draft.messageRefId), { revalidate: false });
          }}
        />
      ) : (
        <LoadState error={messages.error} />
      )}
    </Section>
  );
}
