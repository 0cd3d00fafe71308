import { Button, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { matchesRule } from '../../../../lib/declared-text';
import { useT } from '../../../../lib/i18n';
import type { PayerField } from '../../lib/next-action';

/**
 * The payer's number at the provider (a Swish phone number), checked with the server's declared rule
 * before it is sent; the provider's own answer about the number (not enrolled, invalid) comes back as
 * `error` and shows beside the field too.
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
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !value.trim() || !matchesRule(field, value);
    setProblem(wrong ? field.message : null);
    if (!wrong) onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={field.label}
        hint={field.hint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem ?? error}
      />
      <Button type="submit" $block disabled={sending}>
        {t('order.pay.payerSubmit', { method })}
      </Button>
    </form>
  );
}
