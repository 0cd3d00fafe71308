import type { PaymentSettingFieldDto, PaymentSettingsDto } from '@torget/contract';
import { FormCheckbox, FormTextField, MessageBox, useFieldError, useFormContext, useWatch } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { paymentProblem } from '../lib/payment-checks';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

const Method = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  /* Doubled class: wins over the settings section's own legend rule, which reaches nested legends too. */
  && > legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    font-weight: 700;
  }
`;

type Method = PaymentSettingsDto['methods'][number];

/** A switch; the texts that depend on it are checked again when it changes (after a first Update). */
function PaymentSwitch({ field, method }: { field: PaymentSettingFieldDto; method: Method }) {
  const name = `payments.${field.name}` as const;
  const error = useFieldError(name);
  const dependents = method.fields
    .filter((other) => other.requiredWhen === field.name)
    .map((other) => `payments.${other.name}`);
  return (
    <>
      <FormCheckbox name={name} label={field.label} rules={{ deps: dependents }} />
      {error && <MessageBox variant="danger">{error}</MessageBox>}
    </>
  );
}

/** A text, enabled while its switch is on and checked with the rule the plugin declares. */
function PaymentText({ field }: { field: PaymentSettingFieldDto }) {
  const { t } = useT();
  const { getValues } = useFormContext<SettingsValues>();
  const values = useWatch<SettingsValues, 'payments'>({ name: 'payments' });
  return (
    <FormTextField
      name={`payments.${field.name}`}
      label={field.label}
      disabled={field.requiredWhen !== undefined && values[field.requiredWhen] !== true}
      rules={{
        validate: () => paymentProblem(field, getValues('payments'), t) ?? true,
      }}
    />
  );
}

/**
 * The shop's payment settings as the installed payment plugins declare them (one fieldset per method): a
 * switch is a checkbox, a text a text field enabled while the switch it depends on is on. Knows no method.
 */
export function PaymentSettings({ settings }: { settings: PaymentSettingsDto }) {
  const { t } = useT();
  return (
    <SettingsSection legend={t('shopSettings.payments')}>
      {settings.methods.length ? (
        settings.methods.map((method) => (
          <Method key={method.id}>
            <legend>{method.label}</legend>
            {method.fields.map((field) =>
              field.type === 'boolean' ? (
                <PaymentSwitch key={field.name} field={field} method={method} />
              ) : (
                <PaymentText key={field.name} field={field} />
              ),
            )}
          </Method>
        ))
      ) : (
        <p>{t('shopSettings.noMethods')}</p>
      )}
    </SettingsSection>
  );
}
