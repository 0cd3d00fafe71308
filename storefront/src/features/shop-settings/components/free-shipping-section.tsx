import { FormTextField } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { SettingsSection } from './settings-section';

/**
 * Free shipping over an amount: orders whose goods (after a discount code) reach it ship free, priced so by
 * the server; the product page and cart say it ("Fri frakt över 500,00 kr"). Empty: no limit.
 */
export function FreeShippingSection() {
  const { t } = useT();
  return (
    <SettingsSection legend={t('shopSettings.freeShipping')}>
      <FormTextField
        name="shop.free_shipping_over"
        label={t('shopSettings.freeShippingOver')}
        hint={t('shopSettings.freeShippingOverHint')}
        inputMode="decimal"
      />
    </SettingsSection>
  );
}
