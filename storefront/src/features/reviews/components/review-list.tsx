import type { ReviewDto } from '@torget/contract';
import { MessageBox, Rating } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  strong {
    display: block;
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    white-space: pre-line;
  }
`;

const Verified = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.875rem;
  font-weight: 700;
`;

const HowChecked = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(4)};

  summary {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** How reviews are checked: who may write one and what the 'Verified purchase' mark means. */
export function ReviewsExplained() {
  const { t } = useT();
  return (
    <HowChecked>
      <summary>{t('review.howChecked')}</summary>
      <p>{t('review.howCheckedText')}</p>
    </HowChecked>
  );
}

const Date = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * docs/product.md §2 reviews list; 'There is no review.' when empty. Dates as the day, in Stockholm time (§9).
 * A review by a buyer with a paid order of the product carries the 'Verified purchase' mark.
 */
export function ReviewList({ reviews }: { reviews: ReviewDto[] }) {
  const { t, date } = useT();
  if (reviews.length === 0) return <MessageBox>{t('review.none')}</MessageBox>;
  return (
    <List>
      {reviews.map((review) => (
        <li key={review._id}>
          <strong>
            {review.name}
            {review.verified && <Verified>{t('review.verified')}</Verified>}
          </strong>
          <Rating value={review.rating} /> <Date dateTime={review.createdAt}>{date(review.createdAt)}</Date>
          <p>{review.comment}</p>
        </li>
      ))}
    </List>
  );
}
