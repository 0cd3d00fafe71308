import styled from 'styled-components';
import { useUiT } from '../i18n/ui-messages';

const Amount = styled.span<{ $large?: boolean }>`
  font-weight: 700;
  font-size: ${({ $large }) => ($large ? '1.5rem' : 'inherit')};
  white-space: nowrap;
`;

/** A SEK amount as people read it ('1 299,00 kr'). */
export function Price({ amount, large }: { amount: number; large?: boolean }) {
  const { money } = useUiT();
  return <Amount $large={large}>{money(amount)}</Amount>;
}
