import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** docs/product.md §2 shell: copyright 2021 and the company address. */
export function Footer() {
  const { t } = useT();
  return (
    <Bar>
      {t('shell.copyright')} ·{' '}
      <address style={{ display: 'inline', fontStyle: 'normal' }}>{t('shell.address')}</address>
    </Bar>
  );
}
