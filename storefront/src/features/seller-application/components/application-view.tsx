import type { UserDto } from '@torget/contract';
import { Card, SafeHtml } from '@torget/ui';
import styled from 'styled-components';
import { planLabel } from '../lib/plans';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: max-content 1fr;
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Status = styled.span<{ $open: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: 999px;
  font-weight: 700;
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.info)};
  background: ${({ theme, $open }) => ($open ? theme.colors.successSurface : theme.colors.infoSurface)};
`;

/** docs/product.md §2 /seller_application: the application as the server has it, read-only. */
export function ApplicationView({ account }: { account: UserDto }) {
  const { seller } = account;
  return (
    <Card>
      <List>
        <dt>Plan</dt>
        <dd>{planLabel(seller.plan)}</dd>
        <dt>Status</dt>
        <dd>
          <Status $open={account.shop_status === 'Open'}>{account.shop_status}</Status>
        </dd>
        <dt>Name</dt>
        <dd>{seller.name}</dd>
        <dt>Address</dt>
        <dd>{seller.address}</dd>
        <dt>Post number</dt>
        <dd>{seller.post_number}</dd>
        <dt>City</dt>
        <dd>{seller.city}</dd>
        <dt>Phone</dt>
        <dd>{seller.phone}</dd>
        <dt>Organisation Number</dt>
        <dd>{seller.organisation_number}</dd>
        <dt>Description</dt>
        <dd>
          <SafeHtml html={seller.description} />
        </dd>
      </List>
    </Card>
  );
}
