import type { PaymentSettingsDto, SessionUserDto } from '@torget/contract';
import { PageState } from '../../components/page-state';
import { useProducts } from '../../features/catalog/api/get-products';
import { usePaymentSettings } from '../../features/shop-settings/api/payment-settings';
import { ShopSettingsForm } from '../../features/shop-settings/components/shop-settings-form';
import { DeliveryOptionsEditor } from '../../features/shop-settings/components/delivery-options-editor';
import { useT } from '../../lib/i18n';
import { useOwnAccount } from '../../lib/own-account';
import { session, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /seller_profile: the shop's settings with a live preview of its page. */
export function SellerProfileRoute() {
  const { t } = useT();
  const user = useSession()!;
  const account = useOwnAccount();
  const paymentSettings = usePaymentSettings();
  const products = useProducts({ seller: user._id, pageSize: 4 });
  usePageTitle(t('shopSettings.pageTitle'));

  const saved = (answer: SessionUserDto, payments: PaymentSettingsDto | null) => {
    // docs/product.md §4: the profile answer becomes the session; the shop page shows the new look at once (the
    // settings feature announces the change, lib/data-changed.ts, and the features showing the shop fetch again).
    session.signIn(answer);
    void account.mutate(answer, { revalidate: false });
    if (payments) void paymentSettings.mutate(payments, { revalidate: false });
  };

  return (
    <>
      <h1>{t('shopSettings.heading')}</h1>
      {!account.data || !paymentSettings.data ? (
        <PageState error={account.error ?? paymentSettings.error} />
      ) : (
        <ShopSettingsForm
          account={account.data}
          paymentSettings={paymentSettings.data}
          products={products.data?.products ?? []}
          onSaved={saved}
        />
      )}
      {/* Saved on its own, option by option (issue 38). */}
      <DeliveryOptionsEditor />
    </>
  );
}
