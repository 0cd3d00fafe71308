import type { TraderDetailsDto, TraderRequirement } from '@torget/contract';
import { Button, errorMessage, MessageBox } from '@torget/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { getIdDocument } from '../api/users';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  span[aria-hidden] {
    font-weight: 700;
    color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.danger)};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Copy = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The admin's checklist before approving a shop (DSA Art. 30; docs/notices.md): each thing the marketplace must
 * know of the trader, given or missing. The server refuses an approval while one is missing and the site
 * setting requires them; this shows why before the admin tries.
 */
export function TraderChecklist({ userId, details }: { userId: string; details: TraderDetailsDto }) {
  const { t, date } = useT();
  const [copy, setCopy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The copy lives in memory only while it is shown.
  useEffect(() => () => void (copy && URL.revokeObjectURL(copy)), [copy]);

  const show = async () => {
    setFailure(null);
    try {
      setCopy(URL.createObjectURL(await getIdDocument(userId)));
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };
  const done = (item: TraderRequirement) => !details.missing.includes(item);
  const state = (item: TraderRequirement) => t(done(item) ? 'traderCheck.given' : 'traderCheck.missing');
  const account = details.payment_account;
  return (
    <>
      {!details.required && <MessageBox variant="info">{t('traderCheck.notRequired')}</MessageBox>}
      <List>
        <Item $done={done('id_document')}>
          <span aria-hidden="true">{done('id_document') ? '✓' : '✗'}</span>
          <div>
            {t('traderCheck.idDocument')}: {state('id_document')}
            {details.id_document_uploaded_at && (
              <small>{t('traderCheck.uploaded', { date: date(details.id_document_uploaded_at) })}</small>
            )}
            {details.id_document_uploaded_at && !copy && (
              <Button type="button" $variant="secondary" onClick={() => void show()}>
                {t('traderCheck.showIdDocument')}
              </Button>
            )}
            {copy && <Copy src={copy} alt={t('traderCheck.idDocumentAlt')} />}
          </div>
        </Item>
        <Item $done={done('payment_account')}>
          <span aria-hidden="true">{done('payment_account') ? '✓' : '✗'}</span>
          <div>
            {t('traderCheck.paymentAccount')}: {state('payment_account')}
            {account && (
              <small>
                {t(account.kind === 'iban' ? 'traderCheck.iban' : 'traderCheck.bankgiro')} {account.number} ·{' '}
                {account.holder}
              </small>
            )}
          </div>
        </Item>
        <Item $done={done('self_certification')}>
          <span aria-hidden="true">{done('self_certification') ? '✓' : '✗'}</span>
          <div>
            {t('traderCheck.certification')}: {state('self_certification')}
            {details.certified_at && <small>{date(details.certified_at)}</small>}
          </div>
        </Item>
      </List>
      {failure && <MessageBox variant="danger">{failure}</MessageBox>}
    </>
  );
}
