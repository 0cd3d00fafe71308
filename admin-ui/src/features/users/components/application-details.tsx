import type { UserDto } from '@torget/contract';
import { SafeHtml } from '@torget/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the seller applied with (docs/product.md §2 /seller_application's fields), for the admin deciding on it. */
export function ApplicationDetails({ user }: { user: UserDto }) {
  const { seller } = user;
  const { t } = useT();
  const rows: [string, string][] = [
    [t('application.plan'), seller.plan ? t('plan.name', { plan: seller.plan }) : '—'],
    [t('application.status'), t(`status.${user.shop_status}`)],
    [t('application.shopName'), seller.name],
    [t('application.address'), seller.address],
    [t('application.postNumber'), seller.post_number],
    [t('application.city'), seller.city],
    [t('application.phone'), seller.phone],
    [t('application.orgNumber'), seller.organisation_number],
    [t('application.domain'), seller.domain],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
      <dt>{t('application.description')}</dt>
      <dd>{seller.description ? <SafeHtml html={seller.description} /> : '—'}</dd>
    </List>
  );
}
