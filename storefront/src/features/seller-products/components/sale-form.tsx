import type { ProductDto } from '@torget/contract';
import { Button, Card, MessageBox, TextField } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { announceChange } from '../../../lib/data-changed';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { endSale, startSale } from '../api/sale-calls';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** A moment typed in the browser's datetime field (local time), as the API takes it; empty: none. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * "Rea" on the product's edit screen, with its own save like the safety section: the reduced price and an
 * optional end. The server computes the reference price (the lowest of the 30 days before) and refuses a
 * price not below it; its message is shown as it comes. The whole product goes on sale from here.
 */
export function SaleForm({ product }: { product: ProductDto }) {
  const { t, money, date } = useT();
  const [sale, setSale] = useState(product.sale);
  const [price, setPrice] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const act = async (call: () => Promise<ProductDto>) => {
    setSaving(true);
    setError(null);
    try {
      setSale((await call()).sale);
      setPrice('');
      void announceChange('catalogue');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section as="section" aria-labelledby="sale-form">
      <h2 id="sale-form">{t('sale.form.heading')}</h2>
      <p>{t('sale.form.intro')}</p>
      {sale && (
        <MessageBox variant="success">
          {t('sale.form.running', {
            price: money(sale.price),
            prior: money(sale.priorPrice),
            percent: sale.percentOff,
          })}{' '}
          {sale.endsAt && t('sale.form.until', { date: date(sale.endsAt, 'dateTime') })}
        </MessageBox>
      )}
      <form
        aria-labelledby="sale-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => startSale(product._id, { price, endsAt: instant(endsAt) }));
        }}
      >
        <TextField
          label={t('sale.form.price')}
          inputMode="decimal"
          required
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <TextField
          label={t('sale.form.endsAt')}
          hint={t('sale.form.endsAtHint')}
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        {error && <MessageBox variant="danger">{error}</MessageBox>}
        <div className="actions">
          <Button type="submit" disabled={saving}>
            {t('sale.form.start')}
          </Button>
          {sale && (
            <Button
              type="button"
              $variant="secondary"
              disabled={saving}
              onClick={() => void act(() => endSale(product._id))}
            >
              {t('sale.form.end')}
            </Button>
          )}
        </div>
      </form>
    </Section>
  );
}
