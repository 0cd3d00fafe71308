import styled from 'styled-components';
import { useUiT } from '../i18n/ui-messages';

/** One styled component (stars and count by nested selectors): a list page draws one per product card. */
const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};

  & > [role='img'] {
    color: ${({ theme }) => theme.colors.star};
    letter-spacing: 1px;
    white-space: nowrap;
  }

  & > .count {
    color: inherit;
    opacity: 0.85;
    font-size: 0.9rem;
  }
`;

/** Five stars, as many filled as the rating rounds to (every font has ★ and ☆). */
export function starGlyphs(value: number): string {
  const filled = Math.round(Math.max(0, Math.min(5, value)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** A 0–5 rating as stars, read out as words; with `count`, the number of reviews beside it. */
export function Rating({ value, count, label }: { value: number; count?: number; label?: string }) {
  const { t, locale } = useUiT();
  // One decimal, as review sites write it: 4.5 in English, 4,5 in Swedish.
  const digits = value.toFixed(1).replace(/\.0$/, '');
  const rating = locale === 'sv' ? digits.replace('.', ',') : digits;
  const spoken = t('rating.spoken', { rating });
  return (
    <Row>
      <span role="img" aria-label={spoken}>
        {starGlyphs(value)}
      </span>
      {count !== undefined && <span className="count">{label ?? t('rating.count', { count })}</span>}
    </Row>
  );
}
