import type { DiscountKind } from '@torget/contract';
import {
  Button,
  Form,
  FormCheckbox,
  FormError,
  FormSelectField,
  FormTextField,
  useApiForm,
} from '@torget/ui';
import styled from 'styled-components';
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

interface CodeValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerCustomer: boolean;
}

const empty: CodeValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  oncePerCustomer: false,
};

/**
 * "Ny rabattkod": the code, what it takes off and its limits. The server checks every rule (a code with
 * spaces, a per cent over 100, an end before the start…); its message is shown beside the field it names.
 */
export function DiscountCodeForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const form = useApiForm<CodeValues>({ defaultValues: empty });
  const kind = form.watch('kind');

  const save = async (values: CodeValues) => {
    await createDiscountCode({
      code: values.code,
      kind: values.kind,
      ...(values.kind === 'free_shipping' ? {} : { value: values.value }),
      minOrder: values.minOrder.trim() || null,
      startsAt: instant(values.startsAt),
      endsAt: instant(values.endsAt),
      maxUses: values.maxUses.trim() || null,
      oncePerCustomer: values.oncePerCustomer,
    });
    // The limits often repeat from code to code; the code and its value do not.
    form.reset({ ...values, code: '', value: '' });
    onCreated();
  };

  return (
    <Form form={form} onSubmit={save} aria-labelledby="new-code">
      <h2 id="new-code">{t('discountCodes.new')}</h2>
      <FormError />
      <Grid>
        <FormTextField
          name="code"
          label={t('discountCodes.code')}
          hint={t('discountCodes.codeHint')}
          maxLength={32}
          required
          autoComplete="off"
        />
        <FormSelectField name="kind" label={t('discountCodes.kind')}>
          <option value="percent">{t('discountCodes.kind.percent')}</option>
          <option value="amount">{t('discountCodes.kind.amount')}</option>
          <option value="free_shipping">{t('discountCodes.kind.free_shipping')}</option>
        </FormSelectField>
        {kind !== 'free_shipping' && (
          <FormTextField
            name="value"
            label={kind === 'percent' ? t('discountCodes.percent') : t('discountCodes.amount')}
            inputMode="decimal"
            required
          />
        )}
        <FormTextField name="minOrder" label={t('discountCodes.minOrder')} inputMode="decimal" />
        <FormTextField name="startsAt" label={t('discountCodes.startsAt')} type="datetime-local" />
        <FormTextField name="endsAt" label={t('discountCodes.endsAt')} type="datetime-local" />
        <FormTextField name="maxUses" label={t('discountCodes.maxUses')} inputMode="numeric" />
      </Grid>
      <FormCheckbox name="oncePerCustomer" label={t('discountCodes.oncePerCustomer')} />
      <Button type="submit" disabled={form.sending}>
        {t('discountCodes.create')}
      </Button>
    </Form>
  );
}
