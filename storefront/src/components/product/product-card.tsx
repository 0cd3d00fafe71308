import type { ProductDto } from '@torget/contract';
import { Price, Rating } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  transition: box-shadow 0.15s;

  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  /* Swedish compounds ("Självbevattnande") are wider than a phone's two-column card: break, never clip. */
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }

  /* The whole card is the product's link target, but only the name is read as the link. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Positioned = styled.div`
  position: relative;
`;

const Shop = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** A product in a grid: picture, name (the link), rating, price and shop. */
export function ProductCard({ product, eager = false }: { product: ProductDto; eager?: boolean }) {
  return (
    <Card>
      <Positioned>
        <Picture
          src={product.image || undefined}
          alt={product.name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <Body>
          <Name to={`/product/${product._id}`}>{product.name}</Name>
          <Rating value={product.rating} count={product.numReviews} />
          <Price amount={product.price} />
          <Shop>{product.seller.seller.name}</Shop>
        </Body>
      </Positioned>
    </Card>
  );
}
