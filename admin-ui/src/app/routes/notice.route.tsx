import { adminPaths } from '@torget/contract/browser';
import { Link, useParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useNotice } from '../../features/notices/api/notices';
import { NoticeDetail } from '../../features/notices/components/notice-detail';
import { useT } from '../../lib/i18n';

/** One notice beside the reported listing, with its decision and statement of reasons. */
export function NoticeRoute() {
  const { t } = useT();
  const id = useParams().id ?? '';
  const { data, error, mutate } = useNotice(id);
  return (
    <>
      <p>
        <Link to={adminPaths.notices}>{t('notices.back')}</Link>
      </p>
      <h1>{t('notices.title')}</h1>
      {data ? (
        <NoticeDetail notice={data} onDecided={(next) => void mutate(next, { revalidate: false })} />
      ) : (
        <LoadState error={error} />
      )}
    </>
  );
}
