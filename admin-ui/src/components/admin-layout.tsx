import { adminPaths } from '@torget/contract/browser';
import { Button, LanguageSwitch } from '@torget/ui';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storefrontHref } from '../lib/config';
import { session, useSession } from '../lib/session';
import { useT } from '../lib/i18n';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;

const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  a {
    color: inherit;
  }
`;

const Brand = styled(NavLink)`
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1 1 auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: rgb(255 255 255 / 16%);
    text-decoration: underline;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.95rem;
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(10)}`};
  h1 {
    margin-top: 0;
  }
`;

const sections = [
  { label: 'menu.products', to: adminPaths.productList },
  { label: 'menu.orders', to: adminPaths.orderList },
  { label: 'menu.users', to: adminPaths.userList },
  { label: 'menu.settings', to: adminPaths.settings },
] as const;

/** The admin app's frame: its own header (admins only see the section links) and the screen below. */
export function AdminLayout() {
  const { t } = useT();
  const user = useSession();
  const navigate = useNavigate();
  const signOut = () => {
    session.signOut();
    navigate(adminPaths.menu);
  };
  return (
    <>
      <Bar>
        <BarInner>
          <Brand to={adminPaths.menu}>{t('layout.brand')}</Brand>
          <Nav aria-label={t('layout.nav')}>
            {user?.is_admin && (
              <ul>
                {sections.map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to}>{t(section.label)}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </Nav>
          <Who>
            <LanguageSwitch />
            <a href={storefrontHref('/')}>{t('layout.home')}</a>
            {user && (
              <>
                <span>{user.name}</span>
                <Button type="button" $variant="secondary" $size="small" onClick={signOut}>
                  {t('layout.signOut')}
                </Button>
              </>
            )}
          </Who>
        </BarInner>
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
