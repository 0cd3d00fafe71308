import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n';

/** "Anmäl olagligt innehåll": the report form with this page's address filled in (docs/notices.md). */
export function ReportLink({ path, className }: { path: string; className?: string }) {
  const { t } = useT();
  return (
    <Link className={className} to={`/report?url=${encodeURIComponent(path)}`}>
      {t('notices.link')}
    </Link>
  );
}
