import type { VatLineDto } from '@torget/contract';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.925rem;

  li {
    text-align: right;
  }
`;

/**
 * The VAT included in an order's total, per rate ('varav moms 25 %: 88,80 kr'); for an order from a shop
 * that is not VAT-registered, a line saying so instead.
 */
export function VatLines({ lines, registered }: { lines: VatLineDto[]; registered: boolean }) {
  const { t, money } = useT();
  return (
    <List aria-label={t('vat.linesLabel')}>
      {registered ? (
        lines.map((line) => (
          <li key={line.rate}>{t('vat.line', { rate: line.rate, amount: money(line.amount) })}</li>
        ))
      ) : (
        <li>{t('vat.notRegistered')}</li>
      )}
    </List>
  );
}
