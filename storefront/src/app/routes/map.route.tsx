import { MessageBox } from '@torget/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { useGoogleConfig } from '../../features/checkout/api/google-config';
import { usePageTitle } from '../../lib/use-page-title';

/** Google's map code loads only when the site has a key and someone opens the map. */
const MapPicker = lazy(() => import('../../features/checkout/components/map-picker'));

/** docs/product.md §2 Map: pick the shipping address on a map; without a Maps key, say so and lead back. */
export function MapRoute() {
  usePageTitle('Choose your address – Torget');
  const navigate = useNavigate();
  const { data, error } = useGoogleConfig();
  if (!data) return <PageState error={error} />;
  return (
    <>
      <h1>Choose your address</h1>
      {data.key ? (
        <Suspense fallback={<PageState />}>
          <MapPicker
            apiKey={data.key}
            onConfirm={(_place, fields) => navigate('/shipping', { state: { fromMap: fields } })}
          />
        </Suspense>
      ) : (
        <>
          <MessageBox>
            The map is not configured on this site. Please type your address in the shipping form.
          </MessageBox>
          <p>
            <ButtonLink to="/shipping">Back to the shipping form</ButtonLink>
          </p>
        </>
      )}
    </>
  );
}
