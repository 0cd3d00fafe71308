import type { Dac7ReportDto } from '@torget/contract';
import { Dac7QuarterTable } from '@torget/ui';
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

/**
 * One table per seller: the four quarters (by the date paid) and the year, with whether the seller is reported
 * or excluded (fewer than 30 sales and at most 2 000 euro) and whether its tax details are missing.
 */
export function Dac7ReportTable({ report }: { report: Dac7ReportDto }) {
  const { t } = useT();
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
          <Dac7QuarterTable
            year={seller}
            caption={t('dac7.caption', { shop: seller.shopName, year: String(report.year) })}
            hideCaption
          />
        </Seller>
      ))}
    </>
  );
}
