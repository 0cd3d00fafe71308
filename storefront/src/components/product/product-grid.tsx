import type { ProductDto } from '@torget/contract';
import styled from 'styled-components';
import { ProductCard } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  }
`;

/** Products in a responsive grid; the first row loads at once, the rest when scrolled near. */
export function ProductGrid({ products, eagerCount = 4 }: { products: ProductDto[]; eagerCount?: number }) {
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}
