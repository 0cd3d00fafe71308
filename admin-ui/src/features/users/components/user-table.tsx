import type { UserDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Button, Table } from '@torget/ui';
import { Link, generatePath } from 'react-router-dom';
import { RowActions, ShortId } from '../../../components/list-toolbar';
import { formatDate } from '../../../lib/format-date';

/** docs/product.md §2 user list: Edit and Delete per user; the shop status tells who waits for approval. */
export function UserTable({ users, onDelete }: { users: UserDto[]; onDelete: (id: string) => void }) {
  return (
    <Table
      caption="Users"
      hideCaption
      rows={users}
      rowKey={(user) => user._id}
      empty="No User Found"
      columns={[
        { header: 'ID', cell: (u) => <ShortId title={u._id}>{u._id.slice(0, 8)}</ShortId> },
        { header: 'Name', cell: (u) => u.name },
        { header: 'Email', cell: (u) => u.email },
        { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
        { header: 'Shop', cell: (u) => u.shop_status },
        { header: 'Plan', cell: (u) => (u.seller.plan ? `Plan ${u.seller.plan}` : '—') },
        { header: 'Admin', cell: (u) => (u.is_admin ? 'Yes' : 'No') },
        {
          header: 'Actions',
          actions: true,
          cell: (u) => (
            <RowActions>
              <Button
                as={Link}
                to={generatePath(adminPaths.userEdit, { id: u._id })}
                $size="small"
                $variant={u.shop_status === 'Waiting for approval' ? 'primary' : 'secondary'}
                aria-label={`Edit ${u.name}`}
              >
                {u.shop_status === 'Waiting for approval' ? 'Review' : 'Edit'}
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(u._id)}
                aria-label={`Delete ${u.name}`}
              >
                Delete
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
