import { adminPaths } from '@torget/contract/browser';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';

export function NotFoundRoute() {
  const { t } = useT();
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={adminPaths.menu}>{t('notFound.back')}</Link>
      </p>
    </>
  );
}
