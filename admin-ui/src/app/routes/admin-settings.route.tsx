import { LoadState } from '../../components/load-state';
import { useSiteSettings } from '../../features/settings/api/settings';
import { SettingsForm } from '../../features/settings/components/settings-form';
import { useT } from '../../lib/i18n';

/** docs/product.md §2 /admin_settings. */
export function AdminSettingsRoute() {
  const { t } = useT();
  const { data, error, mutate } = useSiteSettings();
  return (
    <>
      <h1>{t('settings.title')}</h1>
      {data ? (
        <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      ) : (
        <LoadState error={error} />
      )}
    </>
  );
}
