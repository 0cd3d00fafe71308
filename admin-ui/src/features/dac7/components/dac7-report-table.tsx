import type { Dac7ReportDto, Dac7SellerDto } from '@torget/contract';
import { Table } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Seller = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Status = styled.p<{ $excluded: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme, $excluded }) => ($excluded ? theme.colors.muted : theme.colors.text)};
`;

interface Line {
  label: string;
  sales: number;
  consideration: number;
  fees: number;
  taxes: number;
}

const lines = (seller: Dac7SellerDto, quarter: (n: number) => string, year: string): Line[] => {
  const quarters = seller.quarters.map((figures, index) => ({ label: quarter(index + 1), ...figures }));
  const sum = (key: 'fees' | 'taxes') => quarters.reduce((total, line) => total + line[key], 0);
  return [
    ...quarters,
    {
      label: year,
      sales: seller.sales,
      consideration: seller.consideration,
      fees: sum('fees'),
      taxes: sum('taxes'),
    },
  ];
};

/**
 * One table per seller: the four quarters (by the date paid) and the year, with whether the seller is reported
 * or excluded (fewer than 30 sales and at most 2 000 euro) and whether its tax details are missing.
 */
export function Dac7ReportTable({ report }: { report: Dac7ReportDto }) {
  const { t, money } = useT();
  if (report.sellers.length === 0) return <p>{t('dac7.noSellers')}</p>;
  return (
    <>
      {report.sellers.map((seller) => (
        <Seller key={seller._id} aria-labelledby={`dac7-${seller._id}`}>
          <h3 id={`dac7-${seller._id}`}>{seller.shopName}</h3>
          <Status $excluded={!seller.reportable}>
            {seller.reportable ? t('dac7.reportable') : t('dac7.excluded')}
            {!seller.hasTaxDetails && ` · ${t('dac7.missingDetails')}`}
          </Status>
          <Table
            caption={t('dac7.caption', { shop: seller.shopName, year: String(report.year) })}
            hideCaption
            rows={lines(seller, (n) => t('dac7.quarter', { n }), t('dac7.wholeYear'))}
            rowKey={(line) => line.label}
            columns={[
              { header: t('dac7.period'), cell: (line) => line.label },
              { header: t('dac7.sales'), cell: (line) => String(line.sales), align: 'end' },
              { header: t('dac7.consideration'), cell: (line) => money(line.consideration), align: 'end' },
              { header: t('dac7.fees'), cell: (line) => money(line.fees), align: 'end' },
              { header: t('dac7.taxes'), cell: (line) => money(line.taxes), align: 'end' },
            ]}
          />
        </Seller>
      ))}
    </>
  );
}
