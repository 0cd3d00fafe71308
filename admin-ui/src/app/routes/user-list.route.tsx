import type { UserListQuery } from '@torget/contract';
import { isUserStatusFilter } from '@torget/contract/browser';
import { PagedList } from '../../components/paged-list';
import { useReasonsFlow } from '../../components/reasons-dialog';
import { restrict } from '../../features/notices/api/notices';
import { useUsers } from '../../features/users/api/users';
import { UserFilters } from '../../features/users/components/user-filters';
import { UserTable } from '../../features/users/components/user-table';
import { useListParams } from '../../lib/use-list-params';
import { useT } from '../../lib/i18n';

/** An unknown status in the address shows everyone rather than an error. */
const asStatus = (value: string): UserListQuery['status'] => (isUserStatusFilter(value) ? value : '');

/** docs/product.md §2 /userlist: users 50 a page, newest first, filtered by shop status and searched by name or email. */
export function UserListRoute() {
  const { t } = useT();
  const list = useListParams(['status', 'search'] as const);
  const status = asStatus(list.values.status);
  const { data, error, mutate } = useUsers({ pageNumber: list.page, status, search: list.values.search });
  // Deleting an account restricts its owner: always with a statement of reasons (docs/notices.md).
  const deletion = useReasonsFlow({
    restrict: (id, reasons) => restrict({ kind: 'delete_user', target_id: id, reasons }),
    title: t('common.delete.question'),
    confirmLabel: t('common.delete'),
    success: t('users.deleted'),
    reload: mutate,
  });
  return (
    <>
      <h1>{t('users.title')}</h1>
      <UserFilters status={status} search={list.values.search} onChange={list.setFilters} />
      {deletion.notice}
      <PagedList
        data={data}
        error={error}
        count={(total) => t('users.count', { count: total })}
        hrefFor={list.hrefFor}
      >
        {(page) => <UserTable users={page.users} onDelete={(id) => void deletion.ask(id)} />}
      </PagedList>
      {deletion.dialog}
    </>
  );
}
