import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const STEPS = [
  'checkout.steps.signIn',
  'checkout.steps.shipping',
  'checkout.steps.payment',
  'checkout.steps.placeOrder',
] as const;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  font-size: 0.85rem;
  text-align: center;
`;

const Step = styled.li<{ $done: boolean }>`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 4px solid ${({ theme, $done }) => ($done ? theme.colors.brand : theme.colors.border)};
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.muted)};
  font-weight: ${({ $done }) => ($done ? 700 : 400)};
`;

/** docs/product.md §4 checkout: sign-in, shipping, payment, place order — where the shopper is, always visible. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useT();
  return (
    <List aria-label={t('checkout.steps.label')}>
      {STEPS.map((step, i) => (
        <Step key={step} $done={i <= current} aria-current={i === current ? 'step' : undefined}>
          {t(step)}
        </Step>
      ))}
    </List>
  );
}
