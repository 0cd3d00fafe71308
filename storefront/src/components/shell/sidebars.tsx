import { LanguageSwitch, menuItemStyles } from '@torget/ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCategories } from '../../lib/categories';
import { useT } from '../../lib/i18n';
import { session } from '../../lib/session';
import { PageState } from '../page-state';
import { Drawer } from './drawer';
import { MenuEntry } from './menu-link';
import type { MenuGroup, ShellMenus } from './shell-menus';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  ${menuItemStyles}

  a,
  button {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const GroupTitle = styled.h3`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/**
 * The language choice on the panel's light surface: the chosen language filled in the brand colour, so it reads
 * as clearly as in the header.
 */
const Languages = styled(LanguageSwitch)`
  margin-bottom: ${({ theme }) => theme.space(3)};

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
  }

  button[aria-pressed='true'] > span {
    color: ${({ theme }) => theme.colors.brandText};
  }
`;

/** docs/product.md §2: the left sidebar lists categories linking to /search/category/{category}. */
export function CategoriesSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { data, error } = useCategories();
  return (
    <Drawer open={open} onClose={onClose} side="left" title={t('categories.title')}>
      {!data ? (
        <PageState error={error} generic />
      ) : (
        <List>
          {data.map((category) => (
            <li key={category}>
              <Link to={`/search/category/${encodeURIComponent(category)}`} onClick={onClose}>
                {category}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/categories" onClick={onClose}>
              {t('shell.allCategories')}
            </Link>
          </li>
        </List>
      )}
    </Drawer>
  );
}

function Group({ group, onClose }: { group: MenuGroup; onClose: () => void }) {
  return (
    <>
      <GroupTitle>{group.label}</GroupTitle>
      <List>
        {group.links.map((link) => (
          <li key={link.label}>
            <MenuEntry link={link} onNavigate={onClose} />
          </li>
        ))}
      </List>
    </>
  );
}

/**
 * docs/product.md §2: the right sidebar offers Admin, My Shop, User Profile, Cart, My outgoing orders and Sign out as the
 * user's roles allow. On phones it also carries the header's menus, which have no room there.
 */
export function MenuSidebar({
  menus,
  open,
  onClose,
}: {
  menus: ShellMenus;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const signOut = () => {
    onClose();
    session.signOut();
    navigate('/signin');
  };
  return (
    <Drawer open={open} onClose={onClose} side="right" title={t('shell.menu')}>
      <Languages />
      <List>
        {menus.signIn && (
          <li>
            <Link to="/signin" onClick={onClose}>
              {t('shell.signIn')}
            </Link>
          </li>
        )}
        {menus.sidebar.map((link) => (
          <li key={link.label}>
            <MenuEntry link={link} onNavigate={onClose} />
          </li>
        ))}
        {menus.user && (
          <li>
            <button type="button" onClick={signOut}>
              {t('shell.signOut')}
            </button>
          </li>
        )}
      </List>
      {menus.shop && <Group group={menus.shop} onClose={onClose} />}
      {menus.admin && <Group group={menus.admin} onClose={onClose} />}
      <Group group={menus.info} onClose={onClose} />
      {menus.becomeSeller && (
        <List>
          <li>
            <Link to="/seller_info_1" onClick={onClose}>
              {t('nav.becomeSeller')}
            </Link>
          </li>
        </List>
      )}
    </Drawer>
  );
}
