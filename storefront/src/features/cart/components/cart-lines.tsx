import { Button, Price, Select } from '@torget/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { lineKey, qtyOptions, removeFromCart, setCartQty, type CartItem } from '../../../lib/cart-store';
import { useT } from '../../../lib/i18n';
import { sizedImage } from '../../../components/product/sized-image';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};

  a {
    flex: 1 1 200px;
    font-weight: 600;
  }
`;

// Quantity, price and Delete wrap onto more rows in a narrow card instead of sticking out of it.
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  select {
    width: 5.5rem;
  }
`;

const Variant = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A line's name for screen readers: the product and its variant (two sizes are two lines). */
const named = (line: CartItem) => (line.variantLabel ? `${line.name}, ${line.variantLabel}` : line.name);

/** The cart's lines: quantity 1..stock, price, Delete (docs/product.md §2 Cart). */
export function CartLines({ items }: { items: CartItem[] }) {
  const { t } = useT();
  return (
    <List>
      {items.map((line) => (
        <Line key={lineKey(line)}>
          <img {...sizedImage(line.image, '64px')} alt="" width={64} height={64} />
          <Body>
            <Link to={`/product/${line.product}${line.variant ? `?variant=${line.variant}` : ''}`}>
              {line.name}
              {line.variantLabel && <Variant>{line.variantLabel}</Variant>}
            </Link>
            <Controls>
              <Select
                aria-label={t('cart.quantityOf', { name: named(line) })}
                value={line.qty}
                onChange={(event) => setCartQty(lineKey(line), Number(event.target.value))}
              >
                {qtyOptions(line.countInStock).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
              <Price amount={line.price} />
              <Button
                type="button"
                $variant="danger"
                aria-label={t('cart.deleteLine', { name: named(line) })}
                onClick={() => removeFromCart(lineKey(line))}
              >
                {t('cart.delete')}
              </Button>
            </Controls>
          </Body>
        </Line>
      ))}
    </List>
  );
}
