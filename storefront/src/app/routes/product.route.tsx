import type { ProductDto, ReviewDto, ShopPageDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { Card, MessageBox, Rating, createTheme } from '@torget/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { ReportLink } from '../../components/report-link';
import { TraderFacts } from '../../components/shop/trader-facts';
import { VatNote } from '../../components/vat/vat-note';
import { FreeShippingNote } from '../../components/shipping/free-shipping-note';
import { useProduct } from '../../features/catalog/api/get-product';
import { ProductSafetySection } from '../../features/product-safety/components/product-safety-section';
import { BuyBox, ProductPrice } from '../../features/catalog/components/buy-box';
import { SaleNote } from '../../components/product/sale-note';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { VariantPicker } from '../../features/catalog/components/variant-picker';
import { useChosenVariant } from '../../features/catalog/hooks/use-chosen-variant';
import { ReviewList, ReviewsExplained } from '../../features/reviews/components/review-list';
import { useShop } from '../../features/shops/api/get-shop';
import { useSession } from '../../lib/session';
import { T, useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';

// Only signed-in shoppers get the form (and the forms kit it is built with); visitors are asked to sign in.
const ReviewForm = lazy(() =>
  import('../../features/reviews/components/review-form').then((m) => ({ default: m.ReviewForm })),
);

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

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;

  h1 {
    margin: 0;
  }
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

/** docs/product.md §2 Product page, in the look of the shop that sells it. */
export function ProductRoute() {
  const { t } = useT();
  const { id = '' } = useParams();
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
  return (
    <ProductView
      key={product._id}
      product={product}
      shop={shop.data}
      theme={theme}
      onReviewed={() => mutate()}
    />
  );
}

/**
 * The page of a loaded product. Its parts are separate components (gallery, picker, buy box) so a section can be
 * added without reshaping the page; the chosen size or colour sets the price, stock, SKU and photo shown.
 */
function ProductView({
  product,
  shop,
  theme,
  onReviewed,
}: {
  product: ProductDto & { reviews: ReviewDto[] };
  shop: ShopPageDto | undefined;
  theme: ReturnType<typeof createTheme>;
  onReviewed: () => void;
}) {
  const { t } = useT();
  const user = useSession();
  const { chosen, variant, choose } = useChosenVariant(product);
  const images = product.images.length ? product.images : [product.image];
  const [photo, setPhoto] = useState(() => Math.max(0, images.indexOf(variant?.image ?? '')));
  // A colour with its own photo shows it when chosen.
  useEffect(() => {
    const at = variant?.image ? images.indexOf(variant.image) : -1;
    if (at >= 0) setPhoto(at);
  }, [variant?.image]); // eslint-disable-line react-hooks/exhaustive-deps
  const seller = product.seller;
  const vatRegistered = shop?.seller.vat_registered;
  return (
    <ThemeProvider theme={theme}>
      <ShopStrip to={`/seller/${seller._id}`}>
        {theme.shop.logo && <img src={theme.shop.logo} alt="" width={40} height={40} />}
        <span>{seller.seller.name}</span>
      </ShopStrip>
      <Layout>
        <ProductGallery name={product.name} images={images} index={photo} onIndex={setPhoto} />
        <Info>
          <h1>{product.name}</h1>
          <Rating value={product.rating} count={product.numReviews} />
          <PriceBlock>
            <ProductPrice product={product} variant={variant} large />
            <SaleNote product={product} variant={variant} />
            {vatRegistered !== undefined && <VatNote registered={vatRegistered} />}
          </PriceBlock>
          <FreeShippingNote limit={shop?.seller.free_shipping_over} />
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
          <BuyBox
            product={product}
            variant={variant}
            picker={
              product.options.length > 0 && (
                <VariantPicker product={product} chosen={chosen} onChoose={choose} />
              )
            }
            vatNote={vatRegistered !== undefined && <VatNote registered={vatRegistered} />}
          />
          {shop && (
            <Card aria-labelledby="trader">
              <h2 id="trader">{t('trader.heading')}</h2>
              <TraderFacts shop={shop} />
            </Card>
          )}
          <ReportLink path={`/product/${product._id}`} />
        </Side>
      </Layout>
      <ProductSafetySection productId={product._id} />
      <Reviews aria-labelledby="reviews">
        <h2 id="reviews">{t('product.reviews')}</h2>
        <ReviewsExplained />
        <ReviewList reviews={product.reviews} />
        {user ? (
          <Suspense fallback={null}>
            <ReviewForm productId={product._id} onReviewed={onReviewed} />
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
