import type { PaymentSettingsDto, SessionUserDto } from '@torget/contract';
import { useSWRConfig } from 'swr';
import { PageState } from '../../components/page-state';
import { useProducts } from '../../features/catalog/api/get-products';
import { paymentSettingsKey, usePaymentSettings } from '../../features/shop-settings/api/payment-settings';
import { ShopSettingsForm } from '../../features/shop-settings/components/shop-settings-form';
import { ownAccountKey, useOwnAccount } from '../../lib/own-account';
import { session, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §2 /seller_profile: the shop's settings with a live preview of its page. */
export function SellerProfileRoute() {
  const user = useSession()!;
  const account = useOwnAccount();
  const paymentSettings = usePaymentSettings();
  const products = useProducts({ seller: user._id, pageSize: 4 });
  const { mutate } = useSWRConfig();
  usePageTitle('Shop settings – My Shop – Torget');

  const saved = (answer: SessionUserDto, payments: PaymentSettingsDto | null) => {
    // docs/product.md §4: the profile answer becomes the session; the shop page shows the new look at once.
    session.signIn(answer);
    void mutate(ownAccountKey(answer._id), answer, { revalidate: false });
    if (payments) void mutate(paymentSettingsKey, payments, { revalidate: false });
    void mutate(
      (key) => Array.isArray(key) && ['shop', 'products', 'payment-methods'].includes(String(key[0])),
    );
  };

  return (
    <>
      <h1>Shop settings</h1>
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
    </>
  );
}
