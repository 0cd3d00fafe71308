import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { downloadOrdersCsv } from '../api/shop-overview';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The bookkeeping export: the order lines of the orders paid in a chosen period, as CSV for Excel. */
export function ExportForm({ from: initialFrom, to: initialTo }: { from: string; to: string }) {
  const { t } = useT();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await downloadOrdersCsv(from, to);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t('overview.export.text')}</p>
      <Form onSubmit={submit}>
        <TextField
          label={t('overview.export.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          required
        />
        <TextField
          label={t('overview.export.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          required
        />
        <Button type="submit" disabled={busy}>
          {t('overview.export.download')}
        </Button>
      </Form>
      {failure ? <MessageBox variant="danger">{failure}</MessageBox> : null}
    </>
  );
}
