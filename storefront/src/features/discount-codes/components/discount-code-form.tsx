import type { DiscountKind } from '@torget/contract';
import { Button, Checkbox, MessageBox, SelectField, TextField } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { createDiscountCode } from '../api/discount-codes';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A moment typed in the browser's datetime field (local time), as the API takes it; empty: none. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * "Ny rabattkod": the code, what it takes off and its limits. The server checks every rule (a code with
 * spaces, a per cent over 100, an end before the start…) and its message is shown as it comes.
 */
export function DiscountCodeForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [value, setValue] = useState('');
  const [minOrder, setMinOrder] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [oncePerCustomer, setOncePerCustomer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await createDiscountCode({
        code,
        kind,
        ...(kind === 'free_shipping' ? {} : { value }),
        minOrder: minOrder.trim() || null,
        startsAt: instant(startsAt),
        endsAt: instant(endsAt),
        maxUses: maxUses.trim() || null,
        oncePerCustomer,
      });
      setCode('');
      setValue('');
      onCreated();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="new-code">
      <h2 id="new-code">{t('discountCodes.new')}</h2>
      <Grid>
        <TextField
          label={t('discountCodes.code')}
          hint={t('discountCodes.codeHint')}
          value={code}
          maxLength={32}
          required
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <SelectField
          label={t('discountCodes.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as DiscountKind)}
        >
          <option value="percent">{t('discountCodes.kind.percent')}</option>
          <option value="amount">{t('discountCodes.kind.amount')}</option>
          <option value="free_shipping">{t('discountCodes.kind.free_shipping')}</option>
        </SelectField>
        {kind !== 'free_shipping' && (
          <TextField
            label={kind === 'percent' ? t('discountCodes.percent') : t('discountCodes.amount')}
            inputMode="decimal"
            value={value}
            required
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <TextField
          label={t('discountCodes.minOrder')}
          inputMode="decimal"
          value={minOrder}
          onChange={(event) => setMinOrder(event.target.value)}
        />
        <TextField
          label={t('discountCodes.startsAt')}
          type="datetime-local"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <TextField
          label={t('discountCodes.endsAt')}
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        <TextField
          label={t('discountCodes.maxUses')}
          inputMode="numeric"
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
        />
      </Grid>
      <Checkbox
        label={t('discountCodes.oncePerCustomer')}
        checked={oncePerCustomer}
        onChange={(event) => setOncePerCustomer(event.target.checked)}
      />
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Button type="submit" disabled={saving}>
        {t('discountCodes.create')}
      </Button>
    </form>
  );
}
