import { Card, MessageBox, Price } from '@torget/ui';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button-link';
import { PageState } from '../../components/page-state';
import { VatNote } from '../../components/vat/vat-note';
import { FreeShippingNote } from '../../components/shipping/free-shipping-note';
import { CartLines } from '../../features/cart/components/cart-lines';
import { useAddFromUrl } from '../../features/cart/hooks/use-add-from-url';
import { useFreshCart } from '../../features/cart/hooks/use-fresh-cart';
import { noticeText, type CartNotice } from '../../features/cart/lib/cart-notice';
import { useShop } from '../../features/shops/api/get-shop';
import { cartTotals } from '../../lib/cart-store';
import { T, useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';

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

const VatLine = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
`;

/** docs/product.md §2 Cart: lines with quantities and Delete, the subtotal, Proceed to checkout. */
export function CartRoute() {
  const translate = useT();
  const { t } = translate;
  useSiteTitle(t('cart.title'));
  const { id, qty } = useParams();
  const adding = useAddFromUrl(id, qty, useSearchParams()[0].get('variant') ?? undefined);
  const refused = (useLocation().state as { refused?: CartNotice } | null)?.refused;
  const { items, notes, error } = useFreshCart();
  const count = items.reduce((sum, line) => sum + line.qty, 0);
  // The cart holds one shop's products: whether its prices include VAT is that shop's.
  const shop = useShop(items[0]?.seller._id).data?.seller;
  const vatRegistered = shop?.vat_registered;

  if (adding) return <PageState />;
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <Stack>
        {refused && <MessageBox variant="danger">{noticeText(refused, translate)}</MessageBox>}
        {notes.map((note) => (
          <MessageBox key={note}>{note}</MessageBox>
        ))}
        {error ? <PageState error={error} /> : null}
      </Stack>
      {items.length === 0 ? (
        <MessageBox>
          <T id="cart.empty" components={{ 0: <Link to="/" /> }} />
        </MessageBox>
      ) : (
        <Layout>
          <Stack>
            <p>
              <T
                id="cart.from"
                values={{ shop: items[0]!.seller.name }}
                components={{ 0: <Link to={`/seller/${items[0]!.seller._id}`} /> }}
              />
            </p>
            <CartLines items={items} />
          </Stack>
          <Card aria-label={t('cart.subtotalLabel')}>
            <Subtotal>
              {t('cart.subtotal', { count })} <Price amount={cartTotals(items).itemsPrice} />
            </Subtotal>
            <FreeShippingNote limit={shop?.free_shipping_over} goods={cartTotals(items).itemsPrice} />
            {vatRegistered !== undefined && (
              <VatLine>
                <VatNote registered={vatRegistered} />
              </VatLine>
            )}
            <ButtonLink to="/signin?redirect=shipping" $block>
              {t('cart.checkout')}
            </ButtonLink>
          </Card>
        </Layout>
      )}
    </>
  );
}
