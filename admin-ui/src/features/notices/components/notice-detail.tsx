import type { AdminNoticeDto } from '@torget/contract';
import { Card, Facts, MessageBox } from '@torget/ui';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import { DecisionForm } from './decision-form';
import { StatementView } from './statement-view';
import { Columns } from '../../../components/columns';

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 16rem;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

/** One notice beside the listing it reports, and its decision (the form while open). */
export function NoticeDetail({
  notice,
  onDecided,
}: {
  notice: AdminNoticeDto;
  onDecided: (notice: AdminNoticeDto) => void;
}) {
  const { t, date, money } = useT();
  return (
    <Columns>
      <Card as="section" aria-labelledby="notice-heading">
        <h2 id="notice-heading">{t('notices.notice', { reference: notice.reference })}</h2>
        <Facts>
          <dt>{t('notices.received')}</dt>
          <dd>{date(notice.created_at, 'dateTime')}</dd>
          <dt>{t('notices.category')}</dt>
          <dd>{t(`notices.categories.${notice.category}` as MessageId)}</dd>
          <dt>{t('notices.explanation')}</dt>
          <dd>{notice.explanation}</dd>
          <dt>{t('notices.url')}</dt>
          <dd>
            <a href={notice.url} target="_blank" rel="noreferrer noopener">
              {notice.url}
            </a>
          </dd>
          <dt>{t('notices.notifier')}</dt>
          <dd>
            {notice.notifier_name}, {notice.notifier_email}
          </dd>
        </Facts>
      </Card>
      <Card as="section" aria-labelledby="listing-heading">
        <h2 id="listing-heading">{t('notices.listing')}</h2>
        {notice.product ? (
          <Facts>
            {notice.product.image && <Picture src={notice.product.image} alt="" width={256} height={256} />}
            <dt>{t('notices.product')}</dt>
            <dd>{notice.product.name}</dd>
            <dt>{t('notices.price')}</dt>
            <dd>{money(notice.product.price)}</dd>
            <dt>{t('notices.description')}</dt>
            <dd>{notice.product.description || '–'}</dd>
          </Facts>
        ) : (
          <MessageBox>{t('notices.noProduct')}</MessageBox>
        )}
        {notice.shop && (
          <Facts>
            <dt>{t('notices.shop')}</dt>
            <dd>
              {notice.shop.name} ({t(notice.shop.is_seller ? 'notices.shopOpen' : 'notices.shopClosed')})
            </dd>
          </Facts>
        )}
      </Card>
      <Card as="section" aria-labelledby="decision-heading">
        <h2 id="decision-heading">{t('notices.decision')}</h2>
        {notice.decision ? (
          <>
            <p>
              <strong>{t(`notices.kind.${notice.decision}` as MessageId)}</strong>,{' '}
              {date(notice.decided_at, 'dateTime')}
            </p>
            {notice.statement && <StatementView statement={notice.statement} />}
          </>
        ) : (
          <DecisionForm notice={notice} onDecided={onDecided} />
        )}
      </Card>
    </Columns>
  );
}
