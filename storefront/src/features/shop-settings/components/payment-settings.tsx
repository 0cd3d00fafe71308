import type { PaymentSettingsDto } from '@torget/contract';
import { Checkbox, MessageBox, TextField } from '@torget/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import type { PaymentValues } from '../lib/payment-checks';

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

/**
 * The shop's payment settings as the installed payment plugins declare them (one fieldset per method): a
 * switch is a checkbox, a text a text field enabled while the switch it depends on is on. Knows no method.
 */
export function PaymentSettings({
  settings,
  values,
  errors,
  onChange,
}: {
  settings: PaymentSettingsDto;
  values: PaymentValues;
  /** Messages by setting name: the declared ones found before sending, or the server's. */
  errors: Record<string, string>;
  onChange: (changes: PaymentValues) => void;
}) {
  const { t } = useT();
  if (!settings.methods.length) return <p>{t('shopSettings.noMethods')}</p>;
  return (
    <>
      {settings.methods.map((method) => (
        <Method key={method.id}>
          <legend>{method.label}</legend>
          {method.fields.map((field) =>
            field.type === 'boolean' ? (
              <Fragment key={field.name}>
                <Checkbox
                  name={field.name}
                  label={field.label}
                  checked={values[field.name] === true}
                  onChange={(event) => onChange({ [field.name]: event.target.checked })}
                />
                {errors[field.name] && <MessageBox variant="danger">{errors[field.name]}</MessageBox>}
              </Fragment>
            ) : (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                value={String(values[field.name] ?? '')}
                disabled={field.requiredWhen !== undefined && values[field.requiredWhen] !== true}
                error={errors[field.name]}
                onChange={(event) => onChange({ [field.name]: event.target.value })}
              />
            ),
          )}
        </Method>
      ))}
    </>
  );
}
