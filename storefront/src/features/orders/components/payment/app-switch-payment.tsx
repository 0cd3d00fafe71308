import { Button, buttonStyles, type ButtonStyleProps } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../../lib/i18n';
import { useIsPhone } from '../../hooks/use-is-phone';
import type { NextAction } from '../../lib/next-action';
import { PayerForm } from './payer-form';

export const AppLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Figure = styled.figure`
  margin: 0;
  text-align: center;

  img {
    display: block;
    width: min(100%, 240px);
    height: auto;
    margin: 0 auto ${({ theme }) => theme.space(2)};
  }

  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

interface Props {
  action: Extract<NextAction, { kind: 'app_switch' }>;
  method: string;
  /** A request to the payer's number is being made. */
  sending: boolean;
  /** The provider's answer about the number, shown beside the field. */
  payerError: string | null;
  onPayer: (payer: string) => void;
}

/**
 * Paying in the provider's app (Swish). A phone opens the app by link, with the QR code below for paying
 * from another phone; a computer asks for the payer's number (the provider sends the payment to her app)
 * and shows the QR code to scan instead.
 */
export function AppSwitchPayment({ action, method, sending, payerError, onPayer }: Props) {
  const { t } = useT();
  const phone = useIsPhone();
  const [usePayer, setUsePayer] = useState(false);
  const payerForm = action.payer && (
    <PayerForm field={action.payer} method={method} sending={sending} error={payerError} onSubmit={onPayer} />
  );
  const code = (caption: string) =>
    action.image && (
      <Figure>
        <img src={action.image} alt={action.alt} width={240} height={240} />
        <figcaption>{caption}</figcaption>
      </Figure>
    );

  if (!phone && payerForm)
    return (
      <Stack>
        {payerForm}
        {code(t('order.pay.scanInstead', { method }))}
      </Stack>
    );
  return (
    <Stack>
      <AppLink href={action.url} $block>
        {action.open}
      </AppLink>
      {payerForm &&
        (usePayer ? (
          payerForm
        ) : (
          <Button type="button" $variant="secondary" $block onClick={() => setUsePayer(true)}>
            {t('order.pay.usePayer')}
          </Button>
        ))}
      {code(t('order.pay.scanFromOther', { method }))}
    </Stack>
  );
}
