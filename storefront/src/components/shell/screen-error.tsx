import { MessageBox } from '@torget/ui';
import { T, useT } from '../../lib/i18n';

/** A screen that failed to render or load (e.g. a chunk lost after a deploy): say so and offer a reload. */
export function RouteError() {
  const { t } = useT();
  return (
    <div style={{ maxWidth: 640, margin: '48px auto', padding: 16 }}>
      <h1>{t('routeError.title')}</h1>
      <MessageBox variant="danger">{t('routeError.text')}</MessageBox>
      <p>
        <T
          id="routeError.reload"
          components={{
            0: <a href={typeof location === 'undefined' ? '/' : location.href} />,
            1: <a href="/" />,
          }}
        />
      </p>
    </div>
  );
}
