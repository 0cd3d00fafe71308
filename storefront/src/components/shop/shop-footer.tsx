import type { ShopPageDto } from '@torget/contract';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { ReportLink } from '../report-link';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.shop.footer_background_color};
  color: ${({ theme }) => theme.shop.footer_text_color};

  a {
    color: inherit;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1200px;
  margin: 0 auto;

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 2fr 1fr 1fr;
  }

  address {
    font-style: normal;
  }

  h2 {
    font-size: 1.1rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

type FooterShop = Pick<ShopPageDto, 'email' | '_id'> & {
  seller: Pick<
    ShopPageDto['seller'],
    | 'name'
    | 'address'
    | 'post_number'
    | 'city'
    | 'phone'
    | 'organisation_number'
    | 'legal_name'
    | 'vat_registered'
    | 'vat_number'
  >;
};

/**
 * docs/product.md §2: the shop's footer with address, email, phone and organisation number, in the shop's
 * colours; and who sells, as a trader: the legal name and the VAT number (or that it is not VAT-registered).
 */
export function ShopFooter({ shop }: { shop: FooterShop }) {
  const { t } = useT();
  const { seller } = shop;
  return (
    <Bar aria-label={t('shop.contact', { name: seller.name })}>
      <Inner>
        <div>
          <h2>{seller.name}</h2>
          <address>
            {seller.address && <div>{seller.address}</div>}
            {(seller.post_number || seller.city) && (
              <div>{`${seller.post_number} ${seller.city}`.trim()}</div>
            )}
          </address>
        </div>
        <div>
          {shop.email && (
            <div>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </div>
          )}
          {seller.phone && (
            <div>
              <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>{seller.phone}</a>
            </div>
          )}
        </div>
        <div>
          <h2>{t('trader.heading')}</h2>
          <div>{seller.legal_name || seller.name}</div>
          {seller.organisation_number && (
            <div>{t('shop.orgNumber', { number: seller.organisation_number })}</div>
          )}
          {seller.vat_registered ? (
            seller.vat_number && <div>{t('shop.vatNumber', { number: seller.vat_number })}</div>
          ) : (
            <div>{t('vat.notRegistered')}</div>
          )}
          <div>
            <ReportLink path={`/seller/${shop._id}`} />
          </div>
        </div>
      </Inner>
    </Bar>
  );
}
