import type { UserDto } from '@torget/contract';
import { SafeHtml } from '@torget/ui';
import { Fragment } from 'react';
import styled from 'styled-components';

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
  const rows: [string, string][] = [
    ['Plan', seller.plan ? `Plan ${seller.plan}` : '—'],
    ['Status', user.shop_status],
    ['Shop name', seller.name],
    ['Address', seller.address],
    ['Post number', seller.post_number],
    ['City', seller.city],
    ['Phone', seller.phone],
    ['Organisation Number', seller.organisation_number],
    ['Domain', seller.domain],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
      <dt>Description</dt>
      <dd>{seller.description ? <SafeHtml html={seller.description} /> : '—'}</dd>
    </List>
  );
}
