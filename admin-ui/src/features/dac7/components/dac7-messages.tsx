import type { Dac7MessageDto, Dac7MessagesDto } from '@torget/contract';
import { Button, MessageBox, errorMessage, useConfirm } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

interface Props {
  messages: Dac7MessagesDto;
  /** Downloads the year's next file; the messages are read again after. */
  onDownload: (fileName: string) => Promise<void>;
  onMarkSent: (draft: Dac7MessageDto) => Promise<void>;
}

/**
 * Whether the year's report is sent to Skatteverket (docs/dac7.md): the messages marked as sent, the next file
 * (the first report, or a correction of what changed once one is sent) and "Markera som inskickad" for the file
 * last downloaded.
 */
export function Dac7Messages({ messages, onDownload, onMarkSent }: Props) {
  const { t, date } = useT();
  const [error, setError] = useState<string | null>(null);
  const [marked, setMarked] = useState(false);
  const sent = messages.messages.filter((message) => message.sentAt);
  const draft = messages.messages.find((message) => !message.sentAt);
  const year = String(messages.year);
  const fileName = sent.length ? `dac7-${year}-rattelse.xml` : `dac7-${year}.xml`;
  // Marking cannot be undone: it fixes what later corrections refer to and mails the sellers their copies.
  const { confirm, dialog } = useConfirm({
    message: t('dac7.markSent.confirm'),
    confirmLabel: t('dac7.markSent'),
  });

  const act = async (action: () => Promise<void>) => {
    setError(null);
    setMarked(false);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <>
      {sent.length === 0 ? (
        <p>{t('dac7.status.notSent', { year })}</p>
      ) : (
        <List>
          {sent.map((message) => (
            <li key={message.messageRefId}>
              {t(message.typeIndic === 'DPI402' ? 'dac7.status.correctionSent' : 'dac7.status.sent', {
                date: date(message.sentAt),
                sellers: message.sellers,
              })}
            </li>
          ))}
        </List>
      )}
      {draft && (
        <p>
          {t('dac7.status.draft', {
            kind: t(draft.typeIndic === 'DPI402' ? 'dac7.kind.correction' : 'dac7.kind.report'),
            date: date(draft.madeAt, 'dateTime'),
          })}
        </p>
      )}
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      {marked && <MessageBox variant="success">{t('dac7.status.marked')}</MessageBox>}
      <Actions>
        <Button type="button" onClick={() => void act(() => onDownload(fileName))}>
          {t(sent.length ? 'dac7.downloadCorrection' : 'dac7.download')}
        </Button>
        {draft && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void act(async () => {
                if (!(await confirm())) return;
                await onMarkSent(draft);
                setMarked(true);
              })
            }
          >
            {t('dac7.markSent')}
          </Button>
        )}
      </Actions>
      {dialog}
    </>
  );
}
