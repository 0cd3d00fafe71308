import { MessageBox } from '@torget/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { useGoogleConfig } from '../../features/checkout/api/google-config';
import { useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';

/** Google's map code loads only when the site has a key and someone opens the map. */
const MapPicker = lazy(() => import('../../features/checkout/components/map-picker'));

/** docs/product.md §2 Map: pick the shipping address on a map; without a Maps key, say so and lead back. */
export function MapRoute() {
  const { t } = useT();
  useSiteTitle(t('map.title'));
  const navigate = useNavigate();
  const { data, error } = useGoogleConfig();
  if (!data) return <PageState error={error} />;
  return (
    <>
      <h1>{t('map.title')}</h1>
      {data.key ? (
        <Suspense fallback={<PageState />}>
          <MapPicker
            apiKey={data.key}
            onConfirm={(_place, fields) => navigate('/shipping', { state: { fromMap: fields } })}
          />
        </Suspense>
      ) : (
        <>
          <MessageBox>{t('map.notConfigured')}</MessageBox>
          <p>
            <ButtonLink to="/shipping">{t('map.back')}</ButtonLink>
          </p>
        </>
      )}
    </>
  );
}
