import { Card, MessageBox, Price } from '@torget/ui';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { CartLines } from '../../features/cart/components/cart-lines';
import { useAddFromUrl } from '../../features/cart/hooks/use-add-from-url';
import { useFreshCart } from '../../features/cart/hooks/use-fresh-cart';
import { cartTotals } from '../../lib/cart-store';
import { usePageTitle } from '../../lib/use-page-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Subtotal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.15rem;
`;

/** docs/product.md §2 Cart: lines with quantities and Delete, the subtotal, Proceed to checkout. */
export function CartRoute() {
  usePageTitle('Shopping Cart – Torget');
  const { id, qty } = useParams();
  const adding = useAddFromUrl(id, qty);
  const refused = (useLocation().state as { refused?: string } | null)?.refused;
  const { items, notes, error } = useFreshCart();
  const count = items.reduce((sum, line) => sum + line.qty, 0);

  if (adding) return <PageState />;
  return (
    <>
      <h1>Shopping Cart</h1>
      <Stack>
        {refused && <MessageBox variant="danger">{refused}</MessageBox>}
        {notes.map((note) => (
          <MessageBox key={note}>{note}</MessageBox>
        ))}
        {error ? <PageState error={error} /> : null}
      </Stack>
      {items.length === 0 ? (
        <MessageBox>
          Cart is empty. <Link to="/">Go shopping</Link>
        </MessageBox>
      ) : (
        <Layout>
          <Stack>
            <p>
              From <Link to={`/seller/${items[0]!.seller._id}`}>{items[0]!.seller.name}</Link>
            </p>
            <CartLines items={items} />
          </Stack>
          <Card aria-label="Subtotal">
            <Subtotal>
              Subtotal ({count} {count === 1 ? 'item' : 'items'}):{' '}
              <Price amount={cartTotals(items).itemsPrice} />
            </Subtotal>
            <ButtonLink to="/signin?redirect=shipping" $block>
              Proceed to checkout
            </ButtonLink>
          </Card>
        </Layout>
      )}
    </>
  );
}
