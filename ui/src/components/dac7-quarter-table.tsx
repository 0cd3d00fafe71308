import type { Dac7SellerDto } from '@torget/contract';
import { useUiT } from '../i18n';
import { Table } from './table';

/** A seller's year as DAC7 reports it: the four quarters' figures and the year's sales and consideration. */
export type Dac7Year = Pick<Dac7SellerDto, 'quarters' | 'sales' | 'consideration'>;

interface Line {
  label: string;
  sales: number;
  consideration: number;
  fees: number;
  taxes: number;
}

function lines(year: Dac7Year, quarter: (n: number) => string, wholeYear: string): Line[] {
  const quarters = year.quarters.map((figures, index) => ({ label: quarter(index + 1), ...figures }));
  const sum = (key: 'fees' | 'taxes') => quarters.reduce((total, line) => total + line[key], 0);
  return [
    ...quarters,
    {
      label: wholeYear,
      sales: year.sales,
      consideration: year.consideration,
      fees: sum('fees'),
      taxes: sum('taxes'),
    },
  ];
}

/**
 * The quarter rows of a DAC7 report (by the date paid), then the whole year: sales, consideration, fees and
 * taxes withheld, amounts in the reader's language. The admin's report and the seller's copy show the same table.
 */
export function Dac7QuarterTable({
  year,
  caption,
  hideCaption,
}: {
  year: Dac7Year;
  caption: string;
  hideCaption?: boolean;
}) {
  const { t, money } = useUiT();
  return (
    <Table
      caption={caption}
      hideCaption={hideCaption}
      rows={lines(year, (n) => t('dac7.quarters.quarter', { n }), t('dac7.quarters.wholeYear'))}
      rowKey={(line) => line.label}
      columns={[
        { header: t('dac7.quarters.period'), cell: (line) => line.label },
        { header: t('dac7.quarters.sales'), cell: (line) => String(line.sales), align: 'end' },
        { header: t('dac7.quarters.consideration'), cell: (line) => money(line.consideration), align: 'end' },
        { header: t('dac7.quarters.fees'), cell: (line) => money(line.fees), align: 'end' },
        { header: t('dac7.quarters.taxes'), cell: (line) => money(line.taxes), align: 'end' },
      ]}
    />
  );
}
