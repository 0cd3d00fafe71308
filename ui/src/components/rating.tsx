import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
  white-space: nowrap;
`;

const Count = styled.span`
  color: inherit;
  opacity: 0.85;
  font-size: 0.9rem;
`;

/** Five stars, as many filled as the rating rounds to (every font has ★ and ☆). */
export function starGlyphs(value: number): string {
  const filled = Math.round(Math.max(0, Math.min(5, value)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** A 0–5 rating as stars, read out as words; with `count`, the number of reviews beside it. */
export function Rating({ value, count, label }: { value: number; count?: number; label?: string }) {
  const spoken = `Rated ${value.toFixed(1).replace(/\.0$/, '')} out of 5`;
  return (
    <Row>
      <Stars role="img" aria-label={spoken}>
        {starGlyphs(value)}
      </Stars>
      {count !== undefined && <Count>{label ?? `${count} ${count === 1 ? 'review' : 'reviews'}`}</Count>}
    </Row>
  );
}
