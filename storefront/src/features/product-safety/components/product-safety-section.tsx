import type { ProductSafetyDto } from '@torget/contract';
import { Facts } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { useProductSafety } from '../api/product-safety';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** A person's contact: a web address as a link, an email as a mail link. */
function Contact({ value }: { value: string }) {
  if (/^https?:\/\//i.test(value))
    return (
      <a href={value} rel="noopener noreferrer nofollow" target="_blank">
        {value}
      </a>
    );
  return <a href={`mailto:${value}`}>{value}</a>;
}

function Party({
  label,
  name,
  address,
  contact,
}: {
  label: string;
  name: string;
  address: string;
  contact: string;
}) {
  if (!name) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {name}
        {address && `\n${address}`}
        {contact && (
          <>
            {'\n'}
            <Contact value={contact} />
          </>
        )}
      </dd>
    </>
  );
}

/**
 * "Produktsäkerhet" on the product page (GPSR Art. 19): who made the product, who answers for it in the EU, how
 * to identify it and its warnings — in the reader's language when the seller gave it, else in Swedish. Nothing
 * is drawn while the seller has given none.
 */
export function ProductSafetySection({ productId }: { productId: string }) {
  const { t, locale } = useT();
  const { data } = useProductSafety(productId);
  if (!data || !hasAny(data)) return null;
  const warnings = (locale === 'en' && data.safety_warnings_en) || data.safety_warnings_sv;
  return (
    <Section aria-labelledby="product-safety">
      <h2 id="product-safety">{t('safety.heading')}</h2>
      <Facts>
        <Party
          label={t('safety.manufacturer')}
          name={data.manufacturer_name}
          address={data.manufacturer_address}
          contact={data.manufacturer_contact}
        />
        <Party
          label={t('safety.euResponsible')}
          name={data.eu_responsible_name}
          address={data.eu_responsible_address}
          contact={data.eu_responsible_contact}
        />
        {data.product_identifier && (
          <>
            <dt>{t('safety.identifier')}</dt>
            <dd>{data.product_identifier}</dd>
          </>
        )}
        {warnings && (
          <>
            <dt>{t('safety.warnings')}</dt>
            <dd>{warnings}</dd>
          </>
        )}
      </Facts>
    </Section>
  );
}

const hasAny = (safety: ProductSafetyDto) => Object.values(safety).some((value) => value !== '');
