import type { SellerDto } from '@torget/contract';
import { Rating } from '@torget/ui';
import styled, { useTheme } from 'styled-components';
import { useT } from '../../lib/i18n';

const Banner = styled.div`
  height: 140px;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.brand},
    ${({ theme }) => theme.colors.info}
  );

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  @media ${({ theme }) => theme.wide} {
    height: 240px;
  }
`;

const Identity = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1200px;
  margin: -40px auto 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.shop.description_background_color};
  color: ${({ theme }) => theme.shop.description_text_color};
  box-shadow: 0 4px 18px rgba(0, 0, 0, 0.12);

  @media ${({ theme }) => theme.wide} {
    margin-top: -56px;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Logo = styled.img`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ theme }) => theme.colors.surface};

  @media ${({ theme }) => theme.wide} {
    width: 104px;
    height: 104px;
  }
`;

const Name = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.shop.name_text_color};
  font-size: 1.6rem;

  @media ${({ theme }) => theme.wide} {
    font-size: 2.2rem;
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.shop.subtitle_text_color};
  font-size: 1.05rem;
`;

/** The top of a shop page: banner, optional logo, name, subtitle and the shop's rating, in its colours. */
export function ShopHeader({
  seller,
}: {
  seller: Pick<SellerDto, 'name' | 'subtitle' | 'rating' | 'numReviews'>;
}) {
  return (
    <header>
      <Banner>
        <BannerImage />
      </Banner>
      <Identity>
        <ShopLogo name={seller.name} />
        <div>
          <Name>{seller.name}</Name>
          {seller.subtitle && <Subtitle>{seller.subtitle}</Subtitle>}
          {seller.numReviews > 0 && <Rating value={seller.rating} count={seller.numReviews} />}
        </div>
      </Identity>
    </header>
  );
}

function BannerImage() {
  const { shop } = useTheme();
  // An <img>, not a CSS url(): a path never has to be escaped into a style sheet.
  return shop.bannerImage ? <img src={shop.bannerImage} alt="" width={1200} height={300} /> : null;
}

function ShopLogo({ name }: { name: string }) {
  const { t } = useT();
  const { shop } = useTheme();
  return shop.logo ? <Logo src={shop.logo} alt={t('shop.logo', { name })} width={104} height={104} /> : null;
}
