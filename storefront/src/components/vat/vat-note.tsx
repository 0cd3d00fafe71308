import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * What a price says about VAT: 'inkl. moms' when the shop is VAT-registered (Swedish prices to consumers
 * include it), otherwise that the seller is not registered (and charges none).
 */
export function VatNote({ registered }: { registered: boolean }) {
  const { t } = useT();
  return <Note>{registered ? t('vat.included') : t('vat.notRegistered')}</Note>;
}
