import { adminPaths } from '@torget/contract/browser';
import { MenuGrid } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUsers } from '../../features/users/api/users';

const entries = [
  { to: adminPaths.productList, label: 'Products', text: "Every shop's products, open or closed" },
  { to: adminPaths.orderList, label: 'Orders', text: 'All orders, newest first' },
  { to: adminPaths.userList, label: 'Users', text: 'Approve sellers, plans, domains, admins' },
  { to: adminPaths.settings, label: 'Settings', text: 'About, privacy and seller texts' },
];

const Waiting = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

/** docs/product.md §2 Admin menu: Products, Orders, Users, Settings; plus the applications waiting for an answer. */
export function AdminMenuRoute() {
  const { data } = useUsers({ status: 'waiting', pageSize: 1 });
  const waiting = data?.total ?? 0;
  return (
    <>
      <h1>Admin</h1>
      {waiting > 0 && (
        <Waiting to={`${adminPaths.userList}?status=waiting`}>
          {waiting === 1 ? '1 seller is' : `${waiting} sellers are`} waiting for approval
        </Waiting>
      )}
      <MenuGrid label="Admin menu" entries={entries} linkAs={Link} />
    </>
  );
}
