import { FormTextAreaField, FormTextField } from '@torget/ui';
import { RETURN_INSTRUCTIONS_MAX } from '@torget/contract/browser';
import { useT } from '../../../lib/i18n';
import { Pair, SettingsSection } from './settings-section';

/**
 * Where and how buyers send withdrawn goods back: a return address (empty: the shop's own) and instructions
 * in Swedish and English. A buyer who withdraws sees them on the order and in the mail, in her language.
 */
export function ReturnsSection() {
  const { t } = useT();
  return (
    <SettingsSection legend={t('shopSettings.returns')}>
      <p>{t('shopSettings.returnsIntro')}</p>
      <FormTextField
        name="shop.return_address"
        label={t('shopSettings.returnAddress')}
        hint={t('shopSettings.returnAddressHint')}
        autoComplete="off"
      />
      <Pair>
        <FormTextField
          name="shop.return_post_number"
          label={t('shopSettings.returnPostNumber')}
          hint={t('shopSettings.postNumberHint')}
          autoComplete="off"
        />
        <FormTextField name="shop.return_city" label={t('shopSettings.returnCity')} autoComplete="off" />
      </Pair>
      <FormTextAreaField
        name="shop.return_instructions.sv"
        label={t('shopSettings.returnInstructionsSv')}
        hint={t('shopSettings.returnInstructionsHint')}
        lang="sv"
        maxLength={RETURN_INSTRUCTIONS_MAX}
      />
      <FormTextAreaField
        name="shop.return_instructions.en"
        label={t('shopSettings.returnInstructionsEn')}
        lang="en"
        maxLength={RETURN_INSTRUCTIONS_MAX}
      />
    </SettingsSection>
  );
}
