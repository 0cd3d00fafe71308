import { StatementList } from '../../features/notices/components/statement-list';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /decisions, "Beslut": the statements of reasons of every restriction of the user's shop or account, with
 * the appeal (docs/notices.md). Signed-in, not seller-only: a closed shop's owner must still read why.
 */
export function DecisionsRoute() {
  const user = useSession()!;
  const { t } = useT();
  usePageTitle(t('decisions.pageTitle'));
  return (
    <>
      <h1>{t('decisions.heading')}</h1>
      <p>{t('decisions.intro')}</p>
      <StatementList userId={user._id} />
    </>
  );
}
