import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/**
 * The shop's free-shipping limit as Swedish shops say it: "Fri frakt över 500,00 kr" on a product page,
 * "Handla för 120,00 kr till för fri frakt" in the cart (`goods`: the cart's goods), "Du får fri frakt" once
 * reached. Nothing for a shop without a limit. The server applies it; a discount code counts at checkout.
 */
export function FreeShippingNote({ limit, goods }: { limit: number | null | undefined; goods?: number }) {
  const { t, money } = useT();
  if (limit === null || limit === undefined) return null;
  if (goods === undefined) return <Note>{t('cart.freeShippingOver', { amount: money(limit) })}</Note>;
  const left = Math.round((limit - goods) * 100) / 100;
  return (
    <Note role="status">
      {left > 0 ? t('cart.freeShippingLeft', { amount: money(left) }) : t('cart.freeShippingReached')}
    </Note>
  );
}
