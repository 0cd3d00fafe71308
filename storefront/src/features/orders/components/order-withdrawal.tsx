import type { OrderDto } from '@torget/contract';
import {
  Button,
  Card,
  Form,
  FormCheckbox,
  FormError,
  FormTextAreaField,
  FormTextField,
  MessageBox,
  useApiForm,
} from '@torget/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { T, useT } from '../../../lib/i18n';
import { withdrawOrder } from '../api/withdraw';
import { withdrawableLines } from '../lib/withdrawal';
import { ReturnInstructions } from './return-instructions';
import { WithdrawalsMade } from './withdrawals-made';

const Step = styled.div`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.05rem;
  }

  fieldset {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

/** A line's quantity, under its checkbox. */
const Quantity = styled.div`
  max-width: 16rem;
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)} ${theme.space(6)}`};
`;

type Values = { items: string[] | string | false; qty?: Record<string, string>; reason: string };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The right of withdrawal on the order page. The buyer, while the server says it is available: how long it
 * lasts, the 'Withdraw from contract here' button, then a confirmation step (pick the items and how many, an optional
 * reason, 'Confirm withdrawal'); after the period, until when it was available; once withdrawn, where and
 * how to send the goods back. Everyone who sees the order sees the withdrawals made (withdrawals-made.tsx).
 */
export function OrderWithdrawal({
  order,
  isBuyer,
  isShop = false,
  onWithdrawn,
  now = new Date(),
}: {
  order: OrderDto;
  isBuyer: boolean;
  /** The viewer is the order's shop: it may say it refunded a withdrawal outside Torget. */
  isShop?: boolean;
  /** The order as the server answered a withdrawal, or the shop's word about one. */
  onWithdrawn: (order: OrderDto) => void;
  /** The clock the period is compared with (stories and tests set it). */
  now?: Date;
}) {
  const { t, date } = useT();
  const { withdrawal } = order;
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  /**
   * `items`: the checked lines' ids (one checkbox per line, all under one name); `qty.lineN`: how many of
   * line N, for a line with more than one left.
   */
  const form = useApiForm<Values>();
  const openButton = useRef<HTMLButtonElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const wasConfirming = useRef(false);

  // Opening the step moves focus to its heading; closing it without withdrawing, back to the button.
  useEffect(() => {
    if (confirming) stepHeading.current?.focus();
    else if (wasConfirming.current) openButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const lines = withdrawableLines(order);
  /** What is wrong with the items chosen: none chosen, or the server's word about them. */
  const unchosen = form.formState.errors.items?.message;
  const periodOver = !!withdrawal.deadline && new Date(withdrawal.deadline) < now;
  const offered = isBuyer && withdrawal.available && lines.length > 0;
  if (!withdrawal.made.length && !offered && !(isBuyer && periodOver)) return null;

  /** The checked ids: react-hook-form gives one checkbox's value alone (or false), several as a list. */
  const chosen = (items: string[] | string | false) =>
    [items].flat().filter((id): id is string => typeof id === 'string');
  const open = () => {
    // Every line left is chosen to begin with, all of it; the buyer unticks or lowers what they keep.
    const qty = Object.fromEntries(lines.map((line, index) => [`line${index}`, String(line.left)]));
    form.reset({ items: lines.map((line) => line._id), qty, reason: '' });
    setDone(false);
    setConfirming(true);
  };
  const close = () => setConfirming(false);
  const submit = async (values: Values) => {
    const ids = chosen(values.items);
    // A line taken whole goes by its id (all that is left of it); part of one, with its quantity.
    const items = lines.flatMap((line, index): (string | { _id: string; qty: number })[] => {
      if (!ids.includes(line._id)) return [];
      const qty = Number(values.qty?.[`line${index}`] ?? line.left);
      return qty < line.left ? [{ _id: line._id, qty }] : [line._id];
    });
    const answer = await withdrawOrder(order._id, items, values.reason);
    setConfirming(false);
    setDone(true);
    onWithdrawn(answer);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !form.sending) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Card aria-labelledby="withdrawal">
      <h2 id="withdrawal">{t('withdrawal.heading')}</h2>
      {withdrawal.made.length > 0 && (
        <WithdrawalsMade order={order} isBuyer={isBuyer} isShop={isShop} onChanged={onWithdrawn} />
      )}
      {done && <MessageBox variant="success">{t('withdrawal.done')}</MessageBox>}
      {isBuyer && withdrawal.returnTo && <ReturnInstructions to={withdrawal.returnTo} />}
      {offered && !confirming && (
        <>
          <p>
            {withdrawal.deadline
              ? t('withdrawal.until', { date: date(withdrawal.deadline, 'long') })
              : t('withdrawal.untilDelivered')}{' '}
            <T id="withdrawal.terms" components={{ 0: <Link to="/terms" /> }} />
          </p>
          <Button ref={openButton} type="button" $variant="secondary" $block onClick={open}>
            {t('withdrawal.open')}
          </Button>
        </>
      )}
      {offered && confirming && (
        <Step onKeyDown={onKeyDown}>
          <Form form={form} onSubmit={submit} noValidate aria-labelledby="withdrawal-confirm">
            <h3 id="withdrawal-confirm" tabIndex={-1} ref={stepHeading}>
              {t('withdrawal.confirmHeading')}
            </h3>
            <fieldset aria-describedby={unchosen ? 'withdrawal-unchosen' : undefined}>
              <legend>{t('withdrawal.items')}</legend>
              {lines.map((line, index) => (
                <div key={line._id}>
                  <FormCheckbox
                    name="items"
                    value={line._id}
                    label={t('withdrawal.item', { name: line.name, qty: line.left })}
                    rules={{
                      validate: (items: string[] | string | false) =>
                        chosen(items).length > 0 || t('withdrawal.chooseItems'),
                    }}
                  />
                  {line.left > 1 && (
                    <Quantity>
                      <FormTextField
                        name={`qty.line${index}`}
                        label={t('withdrawal.qty', { name: line.name })}
                        hint={t('withdrawal.qtyHint', { left: line.left })}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={line.left}
                        step={1}
                        rules={{
                          validate: (value: string, values: Partial<Values>) =>
                            !chosen(values.items ?? false).includes(line._id) ||
                            (/^\d+$/.test(value.trim()) &&
                              Number(value) >= 1 &&
                              Number(value) <= line.left) ||
                            t('withdrawal.qtyInvalid', { left: line.left }),
                        }}
                      />
                    </Quantity>
                  )}
                </div>
              ))}
              {unchosen && (
                <MessageBox variant="danger">
                  <span id="withdrawal-unchosen">{unchosen}</span>
                </MessageBox>
              )}
            </fieldset>
            <FormTextAreaField
              name="reason"
              label={t('withdrawal.reason')}
              hint={t('withdrawal.reasonHint')}
              maxLength={2000}
            />
            <FormError />
            <Actions>
              <Button type="submit" $variant="danger" disabled={form.sending}>
                {t('withdrawal.confirm')}
              </Button>
              <Button type="button" $variant="secondary" onClick={close} disabled={form.sending}>
                {t('common.cancel')}
              </Button>
            </Actions>
          </Form>
        </Step>
      )}
      {isBuyer && !offered && periodOver && (
        <p>{t('withdrawal.ended', { date: date(withdrawal.deadline, 'long') })}</p>
      )}
    </Card>
  );
}
