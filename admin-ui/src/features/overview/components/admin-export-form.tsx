import type { AdminOverviewDto } from '@torget/contract';
import { Button, MessageBox, SelectField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { downloadOrdersCsv } from '../api/admin-overview';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The bookkeeping export for every shop or one of the period's top shops. */
export function AdminExportForm({
  from: initialFrom,
  to: initialTo,
  shops,
}: {
  from: string;
  to: string;
  shops: AdminOverviewDto['topShops'];
}) {
  const { t } = useT();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [seller, setSeller] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await downloadOrdersCsv(from, to, seller || undefined);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  return (
    <>
      <p>{t('marketplace.export.text')}</p>
      <Form onSubmit={submit}>
        <TextField
          label={t('marketplace.export.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          required
        />
        <TextField
          label={t('marketplace.export.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          required
        />
        <SelectField label={t('marketplace.shop')} value={seller} onChange={(e) => setSeller(e.target.value)}>
          <option value="">{t('marketplace.export.allShops')}</option>
          {shops
            .filter((shop) => shop._id)
            .map((shop) => (
              <option key={shop._id} value={shop._id!}>
                {shop.name}
              </option>
            ))}
        </SelectField>
        <Button type="submit">{t('marketplace.export.download')}</Button>
      </Form>
      {failure ? <MessageBox variant="danger">{failure}</MessageBox> : null}
    </>
  );
}
