import { Button, MessageBox, useFormState } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';

/**
 * Update, and above it the outcome of the last one: the refusal for the whole form, 'Please correct the
 * marked field.' when messages stand beside fields, or 'Profile Updated Successfully' until the next edit.
 */
export function SaveBar({ saved, uploading }: { saved: boolean; uploading: boolean }) {
  const { t } = useT();
  const { errors, isDirty, isSubmitting } = useFormState<SettingsValues>();
  // The kit's FORM_ERROR, `root.server`.
  const refusal = errors.root?.server?.message;
  const marked = Object.keys(errors).some((name) => name !== 'root');
  return (
    <>
      {refusal ? (
        <MessageBox variant="danger">{refusal}</MessageBox>
      ) : marked ? (
        <MessageBox variant="danger">{t('shopSettings.correctField')}</MessageBox>
      ) : (
        saved && !isDirty && <MessageBox variant="success">{t('shopSettings.saved')}</MessageBox>
      )}
      <p>
        <Button type="submit" disabled={isSubmitting || uploading}>
          {isSubmitting
            ? t('shopSettings.saving')
            : uploading
              ? t('shopSettings.uploading')
              : t('common.update')}
        </Button>
      </p>
    </>
  );
}
