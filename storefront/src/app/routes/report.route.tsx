import { useSearchParams } from 'react-router-dom';
import { ServerHtml } from '@torget/ui';
import { ReportForm } from '../../features/notices/components/report-form';
import { useSiteTexts } from '../../features/site-texts/api/get-site-texts';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** A reported page's address as a full URL: the links that lead here pass its path on this site. */
function reportedUrl(given: string | null): string {
  if (!given) return '';
  if (/^https?:\/\//i.test(given)) return given;
  return given.startsWith('/') ? `${window.location.origin}${given}` : '';
}

/** /report?url=…: "Anmäl olagligt innehåll", reached from every product and shop page (docs/notices.md). */
export function ReportRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const user = useSession();
  const texts = useSiteTexts();
  usePageTitle(t('notices.pageTitle'));
  return (
    <>
      <h1 id="report-heading">{t('notices.heading')}</h1>
      {/* The marketplace's own introduction (a site text); until it loads, nothing rather than a flash. */}
      {texts.data && <ServerHtml html={texts.data.notice_intro_text} />}
      <ReportForm url={reportedUrl(params.get('url'))} name={user?.name} />
    </>
  );
}
