import type { TraderDetailsDto, UserDto } from '@torget/contract';
import { Card, ServerHtml } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/button-link';
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
export function ApplicationView({ account, trader }: { account: UserDto; trader?: TraderDetailsDto }) {
  const { t, date } = useT();
  const given = (at: string | null) =>
    at ? t('sellerApplication.given', { date: date(at, 'long') }) : t('sellerApplication.notGiven');
  const { seller } = account;
  return (
    <Card>
      <List>
        <dt>{t('sellerApplication.plan')}</dt>
        <dd>{t(planLabel(seller.plan))}</dd>
        <dt>{t('sellerApplication.status')}</dt>
        <dd>
          <Status $open={account.shop_status === 'Open'}>
            {t(`sellerApplication.status.${account.shop_status}`)}
          </Status>
        </dd>
        <dt>{t('sellerApplication.name')}</dt>
        <dd>{seller.name}</dd>
        <dt>{t('sellerApplication.address')}</dt>
        <dd>{seller.address}</dd>
        <dt>{t('sellerApplication.postNumber')}</dt>
        <dd>{seller.post_number}</dd>
        <dt>{t('sellerApplication.city')}</dt>
        <dd>{seller.city}</dd>
        <dt>{t('sellerApplication.phone')}</dt>
        <dd>{seller.phone}</dd>
        <dt>{t('sellerApplication.organisationNumber')}</dt>
        <dd>{seller.organisation_number}</dd>
        <dt>{t('sellerApplication.description')}</dt>
        <dd>
          <ServerHtml html={seller.description} />
        </dd>
        {trader && (
          <>
            <dt>{t('traderDetails.idDocument')}</dt>
            <dd>{given(trader.id_document_uploaded_at)}</dd>
            <dt>{t('sellerApplication.paymentAccount')}</dt>
            <dd>
              {trader.payment_account
                ? `${t(trader.payment_account.kind === 'iban' ? 'traderDetails.iban' : 'traderDetails.bankgiro')} ${trader.payment_account.number}`
                : t('sellerApplication.notGiven')}
            </dd>
            <dt>{t('sellerApplication.certification')}</dt>
            <dd>{given(trader.certified_at)}</dd>
          </>
        )}
      </List>
      {trader && trader.required && trader.missing.length > 0 && (
        <p>
          <ButtonLink to="/trader_details">{t('sellerApplication.completeTrader')}</ButtonLink>
        </p>
      )}
    </Card>
  );
}
