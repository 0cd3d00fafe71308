import { adminPaths } from '@torget/contract/browser';
import { MenuGrid } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AdminOverview } from '../../features/overview/components/admin-overview';
import { useUsers } from '../../features/users/api/users';
import { useT } from '../../lib/i18n';

const entries = [
  { to: adminPaths.productList, label: 'menu.products', text: 'menu.products.text' },
  { to: adminPaths.orderList, label: 'menu.orders', text: 'menu.orders.text' },
  { to: adminPaths.userList, label: 'menu.users', text: 'menu.users.text' },
  { to: adminPaths.settings, label: 'menu.settings', text: 'menu.settings.text' },
  { to: adminPaths.notices, label: 'menu.notices', text: 'menu.notices.text' },
  { to: adminPaths.dac7, label: 'menu.dac7', text: 'menu.dac7.text' },
] as const;

const Waiting = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

/**
 * docs/product.md §2 Admin menu: Products, Orders, Users, Settings; plus the applications waiting for an answer
 * and the marketplace's overview (issue 26).
 */
export function AdminMenuRoute() {
  const { t } = useT();
  const { data } = useUsers({ status: 'waiting', pageSize: 1 });
  const waiting = data?.total ?? 0;
  return (
    <>
      <h1>{t('menu.title')}</h1>
      {waiting > 0 && (
        <Waiting to={`${adminPaths.userList}?status=waiting`}>
          {t('menu.waiting', { count: waiting })}
        </Waiting>
      )}
      <AdminOverview />
      <MenuGrid
        label={t('menu.label')}
        entries={entries.map((entry) => ({ to: entry.to, label: t(entry.label), text: t(entry.text) }))}
        linkAs={Link}
      />
    </>
  );
}
