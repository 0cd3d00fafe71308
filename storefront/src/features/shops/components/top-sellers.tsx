import { MessageBox, Rating } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { useT } from '../../../lib/i18n';
import { useTopSellers } from '../api/get-top-sellers';

/** A row that scrolls sideways on a phone instead of stacking five tall cards. */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 140px;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;

  @media ${({ theme }) => theme.wide} {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    overflow: visible;
  }
`;

const Seller = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;

  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
  }

  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandText};
  font-size: 2rem;
`;

/** docs/product.md §2 Home: Top Sellers, logo and name linking to /seller/{id}; 'No Seller Found' when there are none. */
export function TopSellers() {
  const { t } = useT();
  const { data, error } = useTopSellers();
  if (!data) return <PageState error={error} />;
  if (data.length === 0) return <MessageBox>{t('shops.none')}</MessageBox>;
  return (
    <Row>
      {data.map((shop) => (
        <li key={shop._id}>
          <Seller to={`/seller/${shop._id}`}>
            {shop.seller.logo ? (
              <img src={shop.seller.logo} alt="" width={96} height={96} loading="lazy" />
            ) : (
              <Initial aria-hidden="true">{shop.seller.name.slice(0, 1)}</Initial>
            )}
            <span>{shop.seller.name}</span>
            {shop.seller.numReviews > 0 && <Rating value={shop.seller.rating} />}
          </Seller>
        </li>
      ))}
    </Row>
  );
}
