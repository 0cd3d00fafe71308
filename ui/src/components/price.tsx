import styled from 'styled-components';
import { formatSek } from '../money';

const Amount = styled.span<{ $large?: boolean }>`
  font-weight: 700;
  font-size: ${({ $large }) => ($large ? '1.5rem' : 'inherit')};
  white-space: nowrap;
`;

/** A SEK amount in Swedish format ('1 299,00 kr'). */
export function Price({ amount, large }: { amount: number; large?: boolean }) {
  return <Amount $large={large}>{formatSek(amount)}</Amount>;
}
