import type { UserListQuery } from '@torget/contract';
import { isUserStatusFilter } from '@torget/contract/browser';
import { Pagination } from '@torget/ui';
import { Link, useLocation } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useDeleteFlow } from '../../components/use-delete-flow';
import { deleteUser, useUsers } from '../../features/users/api/users';
import { UserFilters } from '../../features/users/components/user-filters';
import { UserTable } from '../../features/users/components/user-table';
import { useListParams } from '../../lib/use-list-params';

/** An unknown status in the address shows everyone rather than an error. */
const asStatus = (value: string): UserListQuery['status'] => (isUserStatusFilter(value) ? value : '');

/** SPEC §2 /userlist: users 50 a page, newest first, filtered by shop status and searched by name or email. */
export function UserListRoute() {
  const { pathname } = useLocation();
  const list = useListParams(['status', 'search'] as const);
  const status = asStatus(list.values.status);
  const { data, error, mutate } = useUsers({ pageNumber: list.page, status, search: list.values.search });
  const deletion = useDeleteFlow({
    remove: deleteUser,
    success: 'User deleted successfully.',
    reload: mutate,
  });
  return (
    <>
      <h1>Users</h1>
      <UserFilters status={status} search={list.values.search} onChange={list.setFilters} />
      {deletion.notice}
      {data ? (
        <>
          <p>{data.total === 1 ? '1 user' : `${data.total} users`}</p>
          <UserTable users={data.users} onDelete={deletion.ask} />
          <Pagination
            page={data.page}
            pages={data.pages}
            hrefFor={(n) => `${pathname}${list.hrefFor(n)}`}
            linkAs={Link}
          />
        </>
      ) : (
        <LoadState error={error} />
      )}
      {deletion.dialog}
    </>
  );
}
