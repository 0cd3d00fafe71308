import type { ImportReportDto } from '@torget/contract';
import { Table } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Action = styled.span<{ $refused: boolean }>`
  font-weight: ${({ $refused }) => ($refused ? 700 : 400)};
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.text)};
`;

/** The dry run's answer row by row: created, changed or refused, and why, in the seller's language. */
export function ImportReport({ report }: { report: ImportReportDto }) {
  const { t } = useT();
  return (
    <Table
      caption={t('productImport.report.caption')}
      rows={report.rows}
      rowKey={(row) => String(row.row)}
      columns={[
        { header: t('productImport.report.row'), align: 'end', cell: (row) => row.row },
        { header: t('productImport.report.handle'), cell: (row) => row.handle },
        {
          header: t('productImport.report.action'),
          cell: (row) => (
            <Action $refused={row.action === 'refuse'}>{t(`productImport.action.${row.action}`)}</Action>
          ),
        },
        {
          header: t('productImport.report.messages'),
          cell: (row) => row.messages.join(' '),
        },
      ]}
    />
  );
}
