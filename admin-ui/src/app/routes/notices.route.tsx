import { adminPaths } from '@torget/contract/browser';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../components/load-state';
import { useNotices } from '../../features/notices/api/notices';
import { NoticeTable } from '../../features/notices/components/notice-table';
import { useT } from '../../lib/i18n';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/** "Anmälningar": reports of illegal content, the open ones oldest first (docs/notices.md). */
export function NoticesRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const decided = params.get('status') === 'decided';
  const { data, error } = useNotices(decided ? 'decided' : 'open');
  return (
    <>
      <h1>{t('notices.title')}</h1>
      <Tabs aria-label={t('notices.tabs')}>
        <Link to={adminPaths.notices} aria-current={decided ? undefined : 'page'}>
          {t('notices.open')}
        </Link>
        <Link to={`${adminPaths.notices}?status=decided`} aria-current={decided ? 'page' : undefined}>
          {t('notices.decided')}
        </Link>
        <Link to={adminPaths.appeals}>{t('appeals.title')}</Link>
        <Link to={adminPaths.transparency}>{t('transparency.link')}</Link>
      </Tabs>
      {data ? <NoticeTable notices={data.notices} decided={decided} /> : <LoadState error={error} />}
    </>
  );
}
