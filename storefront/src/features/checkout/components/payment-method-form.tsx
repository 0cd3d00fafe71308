import type { PaymentMethodOption } from '@torget/contract';
import { Button, FieldGroup, Form, MessageBox, useApiForm, useWatch } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => `0 ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }

  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** docs/product.md §2/§5 Payment: only the methods the server says the shop takes; the default is chosen by the caller. */
export function PaymentMethodForm({
  methods,
  initial,
  onChoose,
}: {
  methods: PaymentMethodOption[];
  initial: string | null;
  onChoose: (method: string) => void;
}) {
  const { t } = useT();
  const form = useApiForm<{ paymentMethod: string }>({ defaultValues: { paymentMethod: initial ?? '' } });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  if (!methods.length) return <MessageBox variant="danger">{t('checkout.payment.none')}</MessageBox>;
  return (
    <Form form={form} onSubmit={({ paymentMethod }) => paymentMethod && onChoose(paymentMethod)}>
      <FieldGroup>
        <legend>{t('checkout.payment.choose')}</legend>
        {methods.map(({ id, label }) => (
          <Choice key={id}>
            <input type="radio" value={id} required {...form.register('paymentMethod')} />
            {label}
          </Choice>
        ))}
      </FieldGroup>
      <Button type="submit" $block disabled={!method}>
        {t('checkout.continue')}
      </Button>
    </Form>
  );
}
