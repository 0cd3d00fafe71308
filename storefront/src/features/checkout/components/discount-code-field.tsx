import type { OrderPriceDto } from '@torget/contract';
import { Button, Form, FormTextField, useApiForm } from '@torget/ui';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import type { CartItem } from '../../../lib/cart-store';
import { priceOrder } from '../api/price-order';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;

  > :first-child {
    flex: 1 1 10rem;
  }

  /* The button sits level with the input: below the field's label (one line) and its gap. */
  > button {
    margin-top: calc(1.5em + ${({ theme }) => theme.space(1)});
  }
`;

/** The code in use, with the way to take it off. */
const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
`;

/** The code the buyer applied and the server's prices with it. */
export interface AppliedCode {
  code: string;
  price: OrderPriceDto;
}

/**
 * Checkout's last step: "Rabattkod". The server decides whether the code applies (POST /api/orders/price);
 * its refusal ("Koden gäller från 300,00 kr") is shown beside the field as it comes. Placing the order
 * checks it again.
 */
export function DiscountCodeField({
  items,
  deliveryOptionId,
  applied,
  onChange,
}: {
  items: CartItem[];
  /** The delivery option chosen: a free-shipping code takes off its price. */
  deliveryOptionId?: string;
  applied: AppliedCode | null;
  onChange: (applied: AppliedCode | null) => void;
}) {
  const { t } = useT();
  const form = useApiForm<{ code: string }>({ defaultValues: { code: '' } });
  const typed = form.watch('code').trim();

  if (applied)
    return (
      <Applied>
        <span>{t('checkout.code.applied', { code: applied.code })}</span>
        <Button type="button" $variant="secondary" onClick={() => onChange(null)}>
          {t('checkout.code.remove')}
        </Button>
      </Applied>
    );

  const apply = async ({ code }: { code: string }) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    try {
      onChange({ code: trimmed, price: await priceOrder(items, trimmed, deliveryOptionId) });
      form.reset({ code: '' });
    } catch (caught) {
      // The refusal names no field of this form (it is about the code, whatever it says): beside the code.
      form.setError('code', { type: 'server', message: errorMessage(caught) }, { shouldFocus: true });
    }
  };

  return (
    <Form form={form} onSubmit={apply}>
      <Row>
        <FormTextField name="code" label={t('checkout.code.label')} maxLength={32} autoComplete="off" />
        <Button type="submit" $variant="secondary" disabled={form.sending || !typed}>
          {t('checkout.code.apply')}
        </Button>
      </Row>
    </Form>
  );
}
