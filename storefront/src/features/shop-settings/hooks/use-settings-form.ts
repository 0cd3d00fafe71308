import type { PaymentSettingsDto, SessionUserDto, UserDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { errorMessage, FORM_ERROR, useApiForm, type ApiForm } from '@torget/ui';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { saveSettings } from '../api/save-settings';
import { changedValues, type PaymentValues } from '../lib/payment-checks';
import { serverShopFields, settingsValues, type SettingsValues } from '../lib/settings-values';
import { draftFrom } from '../lib/shop-draft';

/**
 * The settings form and its save: the profile call, then the payment settings that changed (`saveSettings`).
 * A refused profile saved nothing: the kit puts the server's message beside the shop field it names. A
 * refused payment call after a saved profile says so for the whole form, with the server's message beside
 * the setting it names. `saved` is true after a save that stored everything.
 */
export function useSettingsForm({
  account,
  paymentSettings,
  onSaved,
}: {
  account: UserDto;
  paymentSettings: PaymentSettingsDto;
  onSaved: (user: SessionUserDto, payments: PaymentSettingsDto | null) => void;
}) {
  const { t } = useT();
  const form = useApiForm<SettingsValues>({
    defaultValues: settingsValues(account.seller, paymentSettings.values),
    serverFields: serverShopFields,
  });
  const [saved, setSaved] = useState(false);

  const save = async (values: SettingsValues) => {
    setSaved(false);
    const result = await saveSettings(values.shop, changedValues(paymentSettings.values, values.payments));
    if (!result.ok && result.failed === 'profile') throw result.error;
    onSaved(result.user, result.ok ? result.payments : null);
    const payments = result.ok && result.payments ? result.payments.values : values.payments;
    // What the server stored is the form's new starting point. keepFieldsRef: bound fields stay registered
    // (a reset would otherwise drop a mounted controller's rules); after a refusal the fields are checked
    // again as they are edited, so a message about a setting goes when it is changed (keepIsSubmitted).
    form.reset(
      { shop: draftFrom(result.user.seller), payments },
      { keepFieldsRef: true, keepIsSubmitted: !result.ok },
    );
    if (result.ok) setSaved(true);
    else showPaymentsRefusal(form, result.error, values.payments, t);
  };

  return { form, save, saved };
}

/** The shop details are saved; say plainly that the payment settings are not, and why. */
function showPaymentsRefusal(
  form: ApiForm<SettingsValues>,
  error: unknown,
  payments: PaymentValues,
  t: ReturnType<typeof useT>['t'],
) {
  const named = error instanceof ApiError && error.field && error.field in payments ? error.field : null;
  if (named) {
    form.setError(
      `payments.${named}`,
      { type: 'server', message: errorMessage(error) },
      { shouldFocus: true },
    );
    form.setError(FORM_ERROR, { type: 'server', message: t('shopSettings.paymentsNotSavedField') });
  } else {
    form.setError(FORM_ERROR, {
      type: 'server',
      message: t('shopSettings.paymentsNotSaved', { why: errorMessage(error) }),
    });
  }
}
