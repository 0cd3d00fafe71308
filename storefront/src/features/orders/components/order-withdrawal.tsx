import type { OrderDto } from '@torget/contract';
import { Button, Card, Checkbox, MessageBox, TextAreaField } from '@torget/ui';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { T, useT } from '../../../lib/i18n';
import { useSubmit } from '../../../lib/use-submit';
import { withdrawOrder } from '../api/withdraw';
import { withdrawableLines } from '../lib/withdrawal';

const Made = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Step = styled.form`
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The right of withdrawal on the order page. The buyer, while the server says it is available: how long it
 * lasts, the 'Withdraw from contract here' button, then a confirmation step (pick the items, an optional
 * reason, 'Confirm withdrawal'); after the period, until when it was available. Everyone who sees the order
 * sees the withdrawals made: when, what, the reason and, for its shop, what they come to.
 */
export function OrderWithdrawal({
  order,
  isBuyer,
  onWithdrawn,
  now = new Date(),
}: {
  order: OrderDto;
  isBuyer: boolean;
  onWithdrawn: (order: OrderDto) => void;
  /** The clock the period is compared with (stories and tests set it). */
  now?: Date;
}) {
  const { t, date, money } = useT();
  const { withdrawal } = order;
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const [done, setDone] = useState(false);
  const { sending, error, setError, run } = useSubmit();
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
  const periodOver = !!withdrawal.deadline && new Date(withdrawal.deadline) < now;
  const offered = isBuyer && withdrawal.available && lines.length > 0;
  if (!withdrawal.made.length && !offered && !(isBuyer && periodOver)) return null;

  const open = () => {
    setChosen(new Set(lines.map((line) => line._id)));
    setUnchosen(false);
    setError(null);
    setDone(false);
    setConfirming(true);
  };
  const close = () => setConfirming(false);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = lines.filter((line) => chosen.has(line._id)).map((line) => line._id);
    if (!items.length) return setUnchosen(true);
    setUnchosen(false);
    const answer = await run(() => withdrawOrder(order._id, items, reason));
    if (!answer) return;
    setConfirming(false);
    setReason('');
    setDone(true);
    onWithdrawn(answer);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !sending) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Card aria-labelledby="withdrawal">
      <h2 id="withdrawal">{t('withdrawal.heading')}</h2>
      {withdrawal.made.length > 0 && (
        <Made aria-label={t('withdrawal.madeLabel')}>
          {withdrawal.made.map((made) => (
            <li key={made._id}>
              <strong>{t('withdrawal.madeAt', { date: date(made.date, 'dateTime') })}</strong>
              <p>
                {made.items
                  .map((item) => t('withdrawal.item', { name: item.name, qty: item.qty }))
                  .join(', ')}
              </p>
              {made.reason && <p>{t('withdrawal.reasonGiven', { reason: made.reason })}</p>}
              {!isBuyer && <p>{t('withdrawal.toRefund', { amount: money(made.amount) })}</p>}
            </li>
          ))}
        </Made>
      )}
      {done && <MessageBox variant="success">{t('withdrawal.done')}</MessageBox>}
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
        <Step aria-labelledby="withdrawal-confirm" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
          <h3 id="withdrawal-confirm" tabIndex={-1} ref={stepHeading}>
            {t('withdrawal.confirmHeading')}
          </h3>
          <fieldset aria-describedby={unchosen ? 'withdrawal-unchosen' : undefined}>
            <legend>{t('withdrawal.items')}</legend>
            {lines.map((line) => (
              <Checkbox
                key={line._id}
                label={t('withdrawal.item', { name: line.name, qty: line.left })}
                checked={chosen.has(line._id)}
                onChange={(event) => toggle(line._id, event.target.checked)}
              />
            ))}
            {unchosen && (
              <MessageBox variant="danger">
                <span id="withdrawal-unchosen">{t('withdrawal.chooseItems')}</span>
              </MessageBox>
            )}
          </fieldset>
          <TextAreaField
            label={t('withdrawal.reason')}
            hint={t('withdrawal.reasonHint')}
            value={reason}
            maxLength={2000}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && <MessageBox variant="danger">{error.message}</MessageBox>}
          <Actions>
            <Button type="submit" $variant="danger" disabled={sending}>
              {t('withdrawal.confirm')}
            </Button>
            <Button type="button" $variant="secondary" onClick={close} disabled={sending}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </Step>
      )}
      {isBuyer && !offered && periodOver && (
        <p>{t('withdrawal.ended', { date: date(withdrawal.deadline, 'long') })}</p>
      )}
    </Card>
  );
}
