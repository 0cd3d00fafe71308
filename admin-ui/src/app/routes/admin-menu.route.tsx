import { adminPaths } from '@torget/contract/browser';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUsers } from '../../features/users/api/users';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    display: block;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.brand};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Waiting = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

/** SPEC §2 Admin menu: Products, Orders, Users, Settings; plus the applications waiting for an answer. */
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
      <nav aria-label="Admin menu">
        <Grid>
          <li>
            <Tile to={adminPaths.productList}>
              <strong>Products</strong>
              <span>Every shop's products, open or closed</span>
            </Tile>
          </li>
          <li>
            <Tile to={adminPaths.orderList}>
              <strong>Orders</strong>
              <span>All orders, newest first</span>
            </Tile>
          </li>
          <li>
            <Tile to={adminPaths.userList}>
              <strong>Users</strong>
              <span>Approve sellers, plans, domains, admins</span>
            </Tile>
          </li>
          <li>
            <Tile to={adminPaths.settings}>
              <strong>Settings</strong>
              <span>About, privacy and seller texts</span>
            </Tile>
          </li>
        </Grid>
      </nav>
    </>
  );
}
