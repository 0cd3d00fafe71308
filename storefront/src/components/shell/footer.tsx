import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { ProductSafetyContact } from '../contact-point';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Contact = styled(ProductSafetyContact)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * docs/product.md §2 shell: the site texts (about, privacy, terms of purchase), the product safety contact point
 * when the marketplace has one (docs/notices.md), copyright 2021 and the company address.
 */
export function Footer() {
  const { t } = useT();
  return (
    <Bar>
      <nav aria-label={t('shell.footerLinks')}>
        <Links>
          <li>
            <Link to="/about">{t('nav.about')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('nav.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('nav.terms')}</Link>
          </li>
        </Links>
      </nav>
      <Contact />
      {t('shell.copyright')} ·{' '}
      <address style={{ display: 'inline', fontStyle: 'normal' }}>{t('shell.address')}</address>
    </Bar>
  );
}
