import type { TransparencyDto } from '@torget/contract';
import { decisionKinds, noticeCategories, restrictionKinds } from '@torget/contract/browser';
import { Card, Table } from '@torget/ui';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import { Columns } from '../../../components/columns';

const Median = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  margin: 0;
`;

interface Row {
  key: string;
  label: string;
  count: number;
}

/** One count per row, in the contract's order, with a total: the shape of each part of the report. */
function CountTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const { t } = useT();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Table
      caption={caption}
      hideCaption
      columns={[
        { header: t('transparency.what'), cell: (row: Row) => row.label },
        { header: t('transparency.count'), align: 'end', cell: (row: Row) => row.count },
      ]}
      rows={[...rows, { key: 'total', label: t('transparency.total'), count: total }]}
      rowKey={(row) => row.key}
    />
  );
}

/**
 * The year's figures for the operator's transparency report (DSA Art. 15 and 24; docs/notices.md): notices by
 * category, decisions by kind, restrictions outside the queue, appeals and their outcomes, the median time from
 * a notice to its decision. Each part is a card with its table.
 */
export function TransparencyReport({ report }: { report: TransparencyDto }) {
  const { t } = useT();
  const rows = <K extends string>(
    keys: readonly K[],
    counts: Record<K, number>,
    label: (key: K) => MessageId,
  ) => keys.map((key) => ({ key, label: t(label(key)), count: counts[key] }));
  const parts = [
    {
      id: 'notices',
      title: t('transparency.notices'),
      rows: rows(noticeCategories, report.notices, (key) => `notices.categories.${key}`),
    },
    {
      id: 'decisions',
      title: t('transparency.decisions'),
      rows: rows(decisionKinds, report.decisions, (key) => `notices.kind.${key}`),
    },
    {
      id: 'other',
      title: t('transparency.other'),
      rows: rows(restrictionKinds, report.other_restrictions, (key) => `notices.kind.${key}`),
    },
    {
      id: 'appeals',
      title: t('transparency.appeals'),
      rows: (['upheld', 'reversed', 'open'] as const).map((key) => ({
        key,
        label: t(`transparency.appeals.${key}`),
        count: report.appeals[key],
      })),
    },
  ];
  const hours = report.median_hours_to_decision;
  return (
    <Columns>
      <Card aria-labelledby="transparency-median">
        <h2 id="transparency-median">{t('transparency.median')}</h2>
        <Median>
          {hours === null
            ? t('transparency.median.none')
            : t('transparency.median.hours', { hours: Math.round(hours * 10) / 10 })}
        </Median>
      </Card>
      {parts.map((part) => (
        <Card key={part.id} aria-labelledby={`transparency-${part.id}`}>
          <h2 id={`transparency-${part.id}`}>{part.title}</h2>
          <CountTable caption={part.title} rows={part.rows} />
        </Card>
      ))}
    </Columns>
  );
}
