import { Button, Form, TextField, useApiForm, useFieldError, useFormContext } from '@torget/ui';
import { matchesRule } from '../../../../lib/declared-text';
import { useT } from '../../../../lib/i18n';
import type { PayerField } from '../../lib/next-action';

type PayerValues = { payer: string };

/**
 * The number field: the declared rule's message when the number breaks it, otherwise the provider's answer
 * about the number last sent (`refused`), beside the field either way.
 */
function PayerNumber({ field, refused }: { field: PayerField; refused: string | null }) {
  const { register } = useFormContext<PayerValues>();
  const problem = useFieldError('payer');
  return (
    <TextField
      {...register('payer', {
        validate: (payer) => (payer.trim() !== '' && matchesRule(field, payer)) || field.message,
      })}
      label={field.label}
      hint={field.hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      error={problem ?? refused}
    />
  );
}

/**
 * The payer's number at the provider (a Swish phone number), checked with the rule and message the server
 * (the payment plugin) declares before it is sent; the provider's own answer about the number (not
 * enrolled, invalid) comes back as `error` and shows beside the field too.
 */
export function PayerForm({
  field,
  method,
  sending,
  error,
  onSubmit,
}: {
  field: PayerField;
  method: string;
  sending: boolean;
  error: string | null;
  onSubmit: (payer: string) => void;
}) {
  const { t } = useT();
  const form = useApiForm<PayerValues>({ defaultValues: { payer: '' } });
  return (
    <Form form={form} onSubmit={({ payer }) => onSubmit(payer)} noValidate>
      <PayerNumber field={field} refused={error} />
      <Button type="submit" $block disabled={sending}>
        {t('order.pay.payerSubmit', { method })}
      </Button>
    </Form>
  );
}
