import type { PaymentSettingsDto, ProductDto, SessionUserDto, UserDto } from '@torget/contract';
import { Form, useWatch, type ApiForm } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { useSettingsForm } from '../hooks/use-settings-form';
import type { SettingsValues } from '../lib/settings-values';
import { previewShop } from '../lib/shop-draft';
import { ColourSettings } from './colour-settings';
import { ContactSection } from './contact-section';
import { DomainPlanSection } from './domain-plan-section';
import { PaymentSettings } from './payment-settings';
import { SaveBar } from './save-bar';
import { ShopIdentitySection } from './shop-identity-section';
import { ShopImagesSection } from './shop-images-section';
import { ShopPreview } from './shop-preview';
import { VatSection } from './vat-section';
import { FreeShippingSection } from './free-shipping-section';
import { ReturnsSection } from './returns-section';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;

    > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.space(4)};
    }
  }
`;

/** The shop page with the fields as they are now, before anything is saved. */
function LivePreview({
  form,
  account,
  products,
}: {
  form: ApiForm<SettingsValues>;
  account: UserDto;
  products: ProductDto[];
}) {
  const draft = useWatch({ control: form.control, name: 'shop' });
  return (
    <ShopPreview shop={previewShop(account._id, account.email, account.seller, draft)} products={products} />
  );
}

/**
 * docs/product.md §2/§5 /seller_profile: every seller field a seller may set, a live preview of the real shop
 * page with the draft (before saving), colour schemes and contrast warnings, and the payment settings the
 * plugins declare. The server checks the rules; its message appears beside the field it names.
 */
export function ShopSettingsForm({
  account,
  paymentSettings,
  products,
  onSaved,
}: {
  account: UserDto;
  paymentSettings: PaymentSettingsDto;
  products: ProductDto[];
  /** After a save: the profile's answer, and the payment settings' when they changed. */
  onSaved: (user: SessionUserDto, payments: PaymentSettingsDto | null) => void;
}) {
  const { t } = useT();
  const { form, save, saved } = useSettingsForm({ account, paymentSettings, onSaved });
  const [uploading, setUploading] = useState(0);
  const busyWith = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));

  return (
    <Layout>
      <Form form={form} onSubmit={save} noValidate aria-label={t('shopSettings.form')}>
        <ShopIdentitySection />
        <ShopImagesSection onBusyChange={busyWith} />
        <ColourSettings />
        <ContactSection />
        <VatSection />
        <FreeShippingSection />
        <ReturnsSection />
        <PaymentSettings settings={paymentSettings} />
        <DomainPlanSection plan={account.seller.plan} />
        <SaveBar saved={saved} uploading={uploading > 0} />
      </Form>
      <LivePreview form={form} account={account} products={products} />
    </Layout>
  );
}
