import type { AdminNoticeDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Table } from '@torget/ui';
import { Link, generatePath } from 'react-router-dom';
import { useT, type MessageId } from '../../../lib/i18n';

/** The queue: oldest first (the order the server answers), each row opening the notice and its listing. */
export function NoticeTable({ notices, decided }: { notices: AdminNoticeDto[]; decided: boolean }) {
  const { t, date } = useT();
  return (
    <Table
      caption={t(decided ? 'notices.decidedCaption' : 'notices.openCaption')}
      rows={notices}
      rowKey={(notice) => notice._id}
      empty={t(decided ? 'notices.noneDecided' : 'notices.noneOpen')}
      columns={[
        {
          header: t('notices.reference'),
          cell: (n) => <Link to={generatePath(adminPaths.notice, { id: n._id })}>{n.reference}</Link>,
        },
        { header: t('notices.received'), cell: (n) => date(n.created_at, 'dateTime') },
        { header: t('notices.category'), cell: (n) => t(`notices.categories.${n.category}` as MessageId) },
        { header: t('notices.listing'), cell: (n) => n.product?.name ?? n.statement?.product_name ?? '–' },
        { header: t('notices.shop'), cell: (n) => n.shop?.name ?? '–' },
        ...(decided
          ? [
              {
                header: t('notices.decision'),
                cell: (n: AdminNoticeDto) => (n.decision ? t(`notices.kind.${n.decision}` as MessageId) : ''),
              },
            ]
          : []),
      ]}
    />
  );
}
