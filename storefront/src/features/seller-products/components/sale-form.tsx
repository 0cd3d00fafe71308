import type { ProductDto } from '@torget/contract';
import {
  Button,
  Card,
  Form,
  FormError,
  FormTextField,
  MessageBox,
  showSaveError,
  useApiForm,
} from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { announceChange } from '../../../lib/data-changed';
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
  const form = useApiForm<{ price: string; endsAt: string }>({ defaultValues: { price: '', endsAt: '' } });
  const [ending, setEnding] = useState(false);

  const started = (answer: ProductDto) => {
    setSale(answer.sale);
    form.reset({ price: '', endsAt: '' });
    void announceChange('catalogue');
  };
  const start = async ({ price, endsAt }: { price: string; endsAt: string }) =>
    started(await startSale(product._id, { price, endsAt: instant(endsAt) }));
  // Ending is not a submit of the fields; its refusal is shown where the form shows one.
  const end = async () => {
    setEnding(true);
    form.clearErrors();
    try {
      started(await endSale(product._id));
    } catch (caught) {
      showSaveError(form, caught);
    } finally {
      setEnding(false);
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
      <Form form={form} onSubmit={start} aria-labelledby="sale-form">
        <FormError />
        <FormTextField name="price" label={t('sale.form.price')} inputMode="decimal" required />
        <FormTextField
          name="endsAt"
          label={t('sale.form.endsAt')}
          hint={t('sale.form.endsAtHint')}
          type="datetime-local"
        />
        <div className="actions">
          <Button type="submit" disabled={form.sending || ending}>
            {t('sale.form.start')}
          </Button>
          {sale && (
            <Button
              type="button"
              $variant="secondary"
              disabled={form.sending || ending}
              onClick={() => void end()}
            >
              {t('sale.form.end')}
            </Button>
          )}
        </div>
      </Form>
    </Section>
  );
}
