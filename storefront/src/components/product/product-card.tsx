import type { ProductDto } from '@torget/contract';
import { Price, Rating } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { T } from '../../lib/i18n';
import { SaleNote } from './sale-note';
import { sizedImage } from './sized-image';

/**
 * One styled component for the whole card, its parts styled by nested selectors: a search page draws 50
 * cards, and every styled component costs a style evaluation per card on a phone's main thread.
 */
const Card = styled.article`
  position: relative;
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

  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  & > div {
    display: grid;
    /* The column is the card's width, never its widest line's: a long word ("recensioner") wraps, not the card. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
  }

  .name {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    /* Swedish compounds ("Självbevattnande") are wider than a phone's two-column card: break, never clip. */
    overflow-wrap: anywhere;
  }

  .name:hover {
    text-decoration: underline;
  }

  /* The whole card is the product's link target, but only the name is read as the link. */
  .name::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  .shop {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/** A card is half a phone's width (two columns) and at most about 300 px in the wide grid. */
const CARD_SIZES = '(min-width: 760px) 300px, 50vw';

/** A product in a grid: picture, name (the link), rating, price and shop. */
export function ProductCard({ product, eager = false }: { product: ProductDto; eager?: boolean }) {
  return (
    <Card>
      <img
        {...sizedImage(product.image, CARD_SIZES)}
        alt={product.name}
        width={300}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div>
        <Link className="name" to={`/product/${product._id}`}>
          {product.name}
        </Link>
        <Rating value={product.rating} count={product.numReviews} />
        {product.variants.some((variant) => variant.price !== product.price) ? (
          // Sizes or colours at different prices: the lowest, as "från 149,00 kr".
          <T id="product.fromPrice" components={{ 0: <Price amount={product.price} /> }} />
        ) : (
          <Price amount={product.price} />
        )}
        <SaleNote product={product} />
        <div className="shop">{product.seller.seller.name}</div>
      </div>
    </Card>
  );
}
