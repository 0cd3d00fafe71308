import { Link } from 'react-router-dom';
import { config } from '../../lib/config';
import type { MenuLink } from './shell-menus';

/** A menu entry: a router link inside the storefront, a full page load into the admin app, or greyed out. */
export function MenuEntry({ link, onNavigate }: { link: MenuLink; onNavigate?: () => void }) {
  if (link.disabled) return <a aria-disabled="true">{link.label}</a>;
  if (link.app === 'admin') return <a href={`${config.adminUrl}${link.to}`}>{link.label}</a>;
  return (
    <Link to={link.to} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}
