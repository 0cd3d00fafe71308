import type { ProductDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { Button, Card, MessageBox, Price, Rating, Select, createTheme } from '@torget/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { ReportLink } from '../../components/report-link';
import { TraderFacts } from '../../components/shop/trader-facts';
import { VatNote } from '../../components/vat/vat-note';
import { useProduct } from '../../features/catalog/api/get-product';
import { ReviewList, ReviewsExplained } from '../../features/reviews/components/review-list';
import { useShop } from '../../features/shops/api/get-shop';
import { useSession } from '../../lib/session';
import { T, useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';

// Only signed-in shoppers get the form (and the forms kit it is built with); visitors are asked to sign in.
const ReviewForm = lazy(() =>
  import('../../features/reviews/components/review-form').then((m) => ({ default: m.ReviewForm })),
);

/** Quantity options run 1..stock (docs/product.md §5); a long list stops at 100, the server still checks the stock. */
const MAX_QTY_OPTIONS = 100;

const ShopStrip = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.shop.description_background_color};
  color: ${({ theme }) => theme.shop.name_text_color};
  font-weight: 700;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.border};

  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(240px, 0.8fr);
    align-items: start;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;

  h1 {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

const Stock = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }
`;

const PriceBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
`;

const Reviews = styled.section`
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space(10)};
`;

/** `vatRegistered`: the selling shop's, once its page data is here (until then nothing is said about VAT). */
function BuyBox({ product, vatRegistered }: { product: ProductDto; vatRegistered?: boolean }) {
  const { t } = useT();
  const [qty, setQty] = useState(1);
  const navigate = useNavigate();
  const inStock = product.countInStock > 0;
  const options = Math.min(product.countInStock, MAX_QTY_OPTIONS);
  return (
    <Card aria-label={t('product.buy')}>
      <Facts>
        <dt>{t('product.price')}</dt>
        <dd>
          <Price amount={product.price} large />
          {vatRegistered !== undefined && (
            <div>
              <VatNote registered={vatRegistered} />
            </div>
          )}
        </dd>
        {product.shipping_price > 0 && (
          <>
            <dt>{t('product.shipping')}</dt>
            <dd>
              <T id="product.perItem" components={{ 0: <Price amount={product.shipping_price} /> }} />
            </dd>
          </>
        )}
        <dt>{t('product.status')}</dt>
        <dd>
          <Stock $ok={inStock}>{inStock ? t('product.inStock') : t('product.unavailable')}</Stock>
        </dd>
        {inStock && (
          <>
            <dt>
              <label htmlFor="qty">{t('product.qty')}</label>
            </dt>
            <dd>
              <Select id="qty" value={qty} onChange={(event) => setQty(Number(event.target.value))}>
                {Array.from({ length: options }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </Select>
            </dd>
          </>
        )}
      </Facts>
      {product.shipping_info && <p>{product.shipping_info}</p>}
      {inStock && (
        <Button $block type="button" onClick={() => navigate(`/cart/${product._id}/${qty}`)}>
          {t('product.addToCart')}
        </Button>
      )}
    </Card>
  );
}

/** docs/product.md §2 Product page, in the look of the shop that sells it. */
export function ProductRoute() {
  const { t } = useT();
  const { id = '' } = useParams();
  const user = useSession();
  const { data: product, error, mutate } = useProduct(id);
  const shop = useShop(product?.seller._id);
  const theme = useMemo(() => createTheme(shop.data?.seller), [shop.data]);
  useSiteTitle(product?.name, product?.seller.seller.name);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFound title={t('product.notFound')} text={t('product.notFoundText')} />;
  }
  // The page is drawn in the shop's look and names the trader: it waits for the shop (or its refusal) rather
  // than redrawing and shifting under the reader when the shop arrives. The server's first HTML carries both.
  if (!product || (!shop.data && !shop.error)) return <PageState error={error} />;
  const seller = product.seller;
  const vatRegistered = shop.data?.seller.vat_registered;
  return (
    <ThemeProvider theme={theme}>
      <ShopStrip to={`/seller/${seller._id}`}>
        {theme.shop.logo && <img src={theme.shop.logo} alt="" width={40} height={40} />}
        <span>{seller.seller.name}</span>
      </ShopStrip>
      <Layout>
        <Picture
          src={product.image || undefined}
          alt={product.name}
          width={600}
          height={600}
          fetchPriority="high"
        />
        <Info>
          <h1>{product.name}</h1>
          <Rating value={product.rating} count={product.numReviews} />
          <PriceBlock>
            <Price amount={product.price} large />
            {vatRegistered !== undefined && <VatNote registered={vatRegistered} />}
          </PriceBlock>
          {product.brand && <div>{t('product.brand', { brand: product.brand })}</div>}
          {product.description && <Description>{product.description}</Description>}
          <div>
            <T
              id="product.seller"
              values={{ shop: seller.seller.name }}
              components={{ 0: <Link to={`/seller/${seller._id}`} /> }}
            />{' '}
            <Rating value={seller.seller.rating} count={seller.seller.numReviews} />
          </div>
        </Info>
        <Side>
          <BuyBox product={product} vatRegistered={vatRegistered} />
          {shop.data && (
            <Card aria-labelledby="trader">
              <h2 id="trader">{t('trader.heading')}</h2>
              <TraderFacts shop={shop.data} />
            </Card>
          )}
          <ReportLink path={`/product/${product._id}`} />
        </Side>
      </Layout>
      <Reviews aria-labelledby="reviews">
        <h2 id="reviews">{t('product.reviews')}</h2>
        <ReviewsExplained />
        <ReviewList reviews={product.reviews} />
        {user ? (
          <Suspense fallback={null}>
            <ReviewForm productId={product._id} onReviewed={() => mutate()} />
          </Suspense>
        ) : (
          <MessageBox>
            <T
              id="product.signInToReview"
              components={{ 0: <Link to={`/signin?redirect=/product/${product._id}`} /> }}
            />
          </MessageBox>
        )}
      </Reviews>
    </ThemeProvider>
  );
}
