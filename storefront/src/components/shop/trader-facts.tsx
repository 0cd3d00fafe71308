import type { ShopPageDto } from '@torget/contract';
import { Facts } from '@torget/ui';
import { useT } from '../../lib/i18n';

export type TraderShop = Pick<ShopPageDto, 'email'> & {
  seller: Pick<
    ShopPageDto['seller'],
    | 'name'
    | 'legal_name'
    | 'organisation_number'
    | 'vat_registered'
    | 'vat_number'
    | 'address'
    | 'post_number'
    | 'city'
    | 'phone'
  >;
};

/**
 * Who the buyer is buying from, as a trader: the business's legal name (the shop's name when it gave none),
 * organisation number, VAT number (or that it is not VAT-registered), address, email and phone — the facts
 * the shop gave; a fact it left empty is left out.
 */
export function TraderFacts({ shop }: { shop: TraderShop }) {
  const { t } = useT();
  const { seller } = shop;
  const place = `${seller.post_number} ${seller.city}`.trim();
  const address = [seller.address, place].filter(Boolean).join(', ');
  return (
    <Facts>
      <dt>{t('trader.legalName')}</dt>
      <dd>{seller.legal_name || seller.name}</dd>
      {seller.organisation_number && (
        <>
          <dt>{t('trader.orgNumber')}</dt>
          <dd>{seller.organisation_number}</dd>
        </>
      )}
      {(seller.vat_number || !seller.vat_registered) && (
        <>
          <dt>{t('trader.vatNumber')}</dt>
          <dd>{seller.vat_registered ? seller.vat_number : t('vat.notRegistered')}</dd>
        </>
      )}
      {address && (
        <>
          <dt>{t('trader.address')}</dt>
          <dd>{address}</dd>
        </>
      )}
      {shop.email && (
        <>
          <dt>{t('trader.email')}</dt>
          <dd>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </dd>
        </>
      )}
      {seller.phone && (
        <>
          <dt>{t('trader.phone')}</dt>
          <dd>
            <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>{seller.phone}</a>
          </dd>
        </>
      )}
    </Facts>
  );
}
