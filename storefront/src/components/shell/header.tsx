import { DropdownMenu, LanguageSwitch } from '@torget/ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCartCount } from '../../lib/cart-store';
import { useT } from '../../lib/i18n';
import { session } from '../../lib/session';
import { MenuEntry } from './menu-link';
import { SearchBox } from './search-box';
import type { MenuGroup, ShellMenus } from './shell-menus';

const DESKTOP = '(min-width: 1024px)';
/** The language switch joins the header's row where it fits beside the menus; narrower, it is in the menu panel. */
const ROOMY = '(min-width: 1200px)';
/** The narrowest phones (320 px): brand, cart and menu share one row only when drawn a little tighter. */
const NARROWEST = '(max-width: 359px)';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandText};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const Brand = styled(Link)`
  color: inherit;
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.5px;
  text-decoration: none;
  margin-right: auto;

  @media ${NARROWEST} {
    font-size: 1.25rem;
  }

  @media ${DESKTOP} {
    margin-right: ${({ theme }) => theme.space(4)};
  }
`;

const Search = styled.div`
  order: 10;
  flex-basis: 100%;
  display: flex;

  @media ${DESKTOP} {
    order: 0;
    /* Shrinks before anything wraps: the menus keep one row at 1024 px in either language. */
    flex: 1 1 160px;
    max-width: 520px;
  }
`;

const Nav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  @media ${DESKTOP} {
    display: flex;
  }
`;

export const headerLinkStyles = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  color: inherit;
  text-decoration: none;
  border-radius: 8px;
  &:hover { background: rgba(255, 255, 255, 0.12); }
`;

const HeaderLink = styled(Link)`
  ${headerLinkStyles}

  @media ${NARROWEST} {
    padding: 0 8px;
  }
`;

const IconButton = styled.button`
  ${headerLinkStyles}
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;

  @media ${NARROWEST} {
    padding: 0 8px;
  }
`;

const Badge = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

/** On the header's own colours: the chosen language is drawn in the header's text colour, filled. */
const Languages = styled(LanguageSwitch)`
  display: none;
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;

  @media ${ROOMY} {
    display: inline-flex;
  }
`;

/** "Menu" is written out where there is room; on the narrowest phones the ⋮ alone (it keeps its name for readers). */
const MenuWord = styled.span`
  @media ${NARROWEST} {
    display: none;
  }
`;

function Menu({ group, extra }: { group: MenuGroup; extra?: React.ReactNode }) {
  return (
    <DropdownMenu label={group.label}>
      {group.links.map((link) => (
        <li key={link.label}>
          <MenuEntry link={link} />
        </li>
      ))}
      {extra}
    </DropdownMenu>
  );
}

/** docs/product.md §2 Shell header; on phones the menus move into the right sidebar and the search gets its own row. */
export function Header({
  menus,
  onOpenCategories,
  onOpenMenu,
}: {
  menus: ShellMenus;
  onOpenCategories: () => void;
  onOpenMenu: () => void;
}) {
  const { t } = useT();
  const count = useCartCount();
  const navigate = useNavigate();
  const signOut = () => {
    session.signOut();
    navigate('/signin');
  };
  return (
    <Bar>
      <Row>
        <IconButton type="button" onClick={onOpenCategories} aria-label={t('categories.title')}>
          <span aria-hidden="true">☰</span>
        </IconButton>
        <Brand to="/">{t('shell.brand')}</Brand>
        <Search>
          <SearchBox />
        </Search>
        <Nav aria-label={t('shell.mainMenu')}>
          <Menu group={menus.info} />
          {menus.becomeSeller && <HeaderLink to="/seller_info_1">{t('nav.becomeSeller')}</HeaderLink>}
          {menus.user && (
            <Menu
              group={menus.user}
              extra={
                <li>
                  <button type="button" onClick={signOut}>
                    {t('shell.signOut')}
                  </button>
                </li>
              }
            />
          )}
          {menus.shop && <Menu group={menus.shop} />}
          {menus.admin && <Menu group={menus.admin} />}
          {menus.signIn && <HeaderLink to="/signin">{t('shell.signIn')}</HeaderLink>}
          <Languages />
        </Nav>
        <HeaderLink to="/cart" aria-label={t('shell.cartCount', { count })}>
          {t('shell.cart')} {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
        </HeaderLink>
        <IconButton type="button" onClick={onOpenMenu} aria-label={t('shell.menu')}>
          <span aria-hidden="true">⋮</span>
          <MenuWord>{t('shell.menu')}</MenuWord>
        </IconButton>
      </Row>
    </Bar>
  );
}
