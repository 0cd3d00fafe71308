import { Button, FormCheckbox, FormImageUpload, useFormContext, useWatch } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload-image';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

/**
 * The logo (shown when switched on, then needed: 'Please choose a logo image.') and the banner image, each
 * uploaded as soon as it is chosen; `onBusyChange` tells the form an upload is under way.
 */
export function ShopImagesSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useT();
  const { setValue } = useFormContext<SettingsValues>();
  const [hasLogo, banner] = useWatch<SettingsValues, ['shop.has_logo', 'shop.banner_background_image']>({
    name: ['shop.has_logo', 'shop.banner_background_image'],
  });
  return (
    <SettingsSection legend={t('shopSettings.images')}>
      <FormCheckbox name="shop.has_logo" label={t('shopSettings.showLogo')} />
      {hasLogo && (
        <FormImageUpload
          name="shop.logo"
          // Checked only while shown, that is while the logo is switched on.
          rules={{ validate: (logo: string) => logo !== '' || t('shopSettings.logoRequired') }}
          label={t('shopSettings.logo')}
          hint={t('shopSettings.logoHint')}
          upload={uploadImage}
          onBusyChange={onBusyChange}
        />
      )}
      <FormImageUpload
        name="shop.banner_background_image"
        label={t('shopSettings.banner')}
        hint={t('shopSettings.bannerHint')}
        upload={uploadImage}
        wide
        onBusyChange={onBusyChange}
      />
      {banner && (
        <Button
          type="button"
          $variant="ghost"
          $size="small"
          onClick={() => setValue('shop.banner_background_image', '', { shouldDirty: true })}
        >
          {t('shopSettings.removeBanner')}
        </Button>
      )}
    </SettingsSection>
  );
}
