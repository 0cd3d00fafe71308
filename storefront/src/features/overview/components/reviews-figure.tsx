import type { ShopOverviewDto } from '@torget/contract';
import { PeriodChart, Rating } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

type Point = ShopOverviewDto['rating']['points'][number];

const Reviews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The shop's rating over the period and its latest reviews. */
export function ReviewsFigure({ overview }: { overview: ShopOverviewDto }) {
  const { t, date } = useT();
  const { rating, latestReviews, sales } = overview;
  return (
    <>
      <p>{t('overview.rating.now', { rating: rating.current, count: rating.reviews })}</p>
      <PeriodChart
        title={t('overview.rating.title')}
        bucket={sales.bucket}
        points={rating.points}
        series={[
          {
            label: t('overview.rating.average'),
            kind: 'line',
            value: (p: Point) => p.rating,
            format: (v) => t('overview.rating.value', { rating: Math.round(v * 10) / 10 }),
          },
        ]}
        empty={t('overview.rating.empty')}
        height={160}
      />
      <h3>{t('overview.reviews.latest')}</h3>
      {latestReviews.length === 0 ? (
        <p>{t('overview.reviews.none')}</p>
      ) : (
        <Reviews>
          {latestReviews.map((review) => (
            <li key={`${review.product}-${review.createdAt}`}>
              <Rating value={review.rating} />{' '}
              <Link to={`/product/${review.product}`}>{review.productName}</Link>
              <p>{review.comment}</p>
              <small>
                {review.name} · {date(review.createdAt)}
              </small>
            </li>
          ))}
        </Reviews>
      )}
    </>
  );
}
