import { PageState } from '../../components/page-state';
import { useProfile } from '../../features/account/api/profile';
import { MyData } from '../../features/account/components/my-data';
import { ProfileForm } from '../../features/account/components/profile-form';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 Profile, filled from the account as the server has it. */
export function ProfileRoute() {
  const { t } = useT();
  usePageTitle(t('account.pageTitle'));
  const user = useSession();
  const { data, error } = useProfile(user?._id);
  if (!data) return <PageState error={error} />;
  return (
    <>
      <ProfileForm user={data} />
      <MyData userId={data._id} />
    </>
  );
}
