import type { UserDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Button, Table } from '@torget/ui';
import { Link, generatePath } from 'react-router-dom';
import { RowActions, ShortId } from '../../../components/list-toolbar';
import { useT } from '../../../lib/i18n';

/** docs/product.md §2 user list: Edit and Delete per user; the shop status tells who waits for approval. */
export function UserTable({ users, onDelete }: { users: UserDto[]; onDelete: (id: string) => void }) {
  const { t, date } = useT();
  return (
    <Table
      caption={t('table.users')}
      hideCaption
      rows={users}
      rowKey={(user) => user._id}
      empty={t('table.noUsers')}
      columns={[
        { header: t('table.id'), cell: (u) => <ShortId title={u._id}>{u._id.slice(0, 8)}</ShortId> },
        { header: t('table.name'), cell: (u) => u.name },
        { header: t('table.email'), cell: (u) => u.email },
        { header: t('table.joined'), cell: (u) => date(u.createdAt) },
        { header: t('table.shop'), cell: (u) => t(`status.${u.shop_status}`) },
        {
          header: t('table.plan'),
          cell: (u) => (u.seller.plan ? t('plan.name', { plan: u.seller.plan }) : '—'),
        },
        { header: t('table.admin'), cell: (u) => (u.is_admin ? t('table.yes') : t('table.no')) },
        {
          header: t('table.actions'),
          actions: true,
          cell: (u) => (
            <RowActions>
              <Button
                as={Link}
                to={generatePath(adminPaths.userEdit, { id: u._id })}
                $size="small"
                $variant={u.shop_status === 'Waiting for approval' ? 'primary' : 'secondary'}
                aria-label={t('table.editName', { name: u.name })}
              >
                {u.shop_status === 'Waiting for approval' ? t('table.review') : t('table.edit')}
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(u._id)}
                aria-label={t('table.deleteName', { name: u.name })}
              >
                {t('table.delete')}
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
