import { LoadState } from '../../components/load-state';
import { useSiteSettings } from '../../features/settings/api/settings';
import { SettingsForm } from '../../features/settings/components/settings-form';

/** docs/product.md §2 /admin_settings. */
export function AdminSettingsRoute() {
  const { data, error, mutate } = useSiteSettings();
  return (
    <>
      <h1>Admin / Settings</h1>
      {data ? (
        <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      ) : (
        <LoadState error={error} />
      )}
    </>
  );
}
