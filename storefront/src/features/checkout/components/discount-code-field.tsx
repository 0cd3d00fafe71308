import type { OrderPriceDto } from '@torget/contract';
import { Button, Input, MessageBox } from '@torget/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import type { CartItem } from '../../../lib/cart-store';
import { priceOrder } from '../api/price-order';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;

  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1 1 10rem;
    font-weight: 600;
  }
`;

/** The code the buyer applied and the server's prices with it. */
export interface AppliedCode {
  code: string;
  price: OrderPriceDto;
}

/**
 * Checkout's last step: "Rabattkod". The server decides whether the code applies (POST /api/orders/price);
 * its refusal ("Koden gäller från 300,00 kr") is shown as it comes. Placing the order checks it again.
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
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  if (applied)
    return (
      <Row as="div">
        <span>{t('checkout.code.applied', { code: applied.code })}</span>
        <Button type="button" $variant="secondary" onClick={() => onChange(null)}>
          {t('checkout.code.remove')}
        </Button>
      </Row>
    );

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (!code) return;
    setChecking(true);
    setError(null);
    try {
      onChange({ code, price: await priceOrder(items, code, deliveryOptionId) });
      setText('');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Row onSubmit={apply}>
        <label htmlFor={id}>
          {t('checkout.code.label')}
          <Input
            id={id}
            value={text}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            $invalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <Button type="submit" $variant="secondary" disabled={checking || !text.trim()}>
          {t('checkout.code.apply')}
        </Button>
      </Row>
      {error && (
        <div id={`${id}-error`}>
          <MessageBox variant="danger">{error}</MessageBox>
        </div>
      )}
    </>
  );
}
