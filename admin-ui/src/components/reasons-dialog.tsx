import type { ReasonsInput } from '@torget/contract';
import { Button, Form, FormError, MessageBox, useApiForm } from '@torget/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { emptyReasons, ReasonsFields, reasonsBody, type ReasonsValues } from './reasons-fields';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 45%);
  overflow-y: auto;
`;

const Panel = styled.div`
  width: min(100%, 36rem);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 25%);

  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

function ReasonsPanel({
  title,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: (reasons: ReasonsInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const form = useApiForm<{ reasons: ReasonsValues }>({ defaultValues: { reasons: emptyReasons } });
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('textarea, select, input')?.focus();
    return () => returnTo?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <Backdrop>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reasons-title"
        aria-describedby="reasons-why"
        onKeyDown={onKeyDown}
      >
        <h2 id="reasons-title">{title}</h2>
        <p id="reasons-why">{t('reasons.why')}</p>
        <Form form={form} onSubmit={(values) => onConfirm(reasonsBody(values.reasons))}>
          <ReasonsFields prefix="reasons" />
          <FormError />
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel} disabled={form.sending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" $variant="danger" disabled={form.sending}>
              {confirmLabel}
            </Button>
          </Actions>
        </Form>
      </Panel>
    </Backdrop>
  );
}

/**
 * A restriction outside the queue (removing a product, closing a shop, deleting a user) always carries a
 * statement of reasons (docs/notices.md): `ask(id)` opens a form for it; only a confirmed, complete statement
 * calls the server. `ask` answers whether the restriction was made.
 */
export function useReasonsFlow(options: {
  restrict: (id: string, reasons: ReasonsInput) => Promise<unknown>;
  title: string;
  confirmLabel: string;
  success: string;
  reload?: () => unknown;
}) {
  const [pending, setPending] = useState<{ id: string; done: (made: boolean) => void } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async (reasons: ReasonsInput) => {
    if (!pending) return;
    // A refusal stays in the form (beside the field it names), so the admin can mend the statement.
    await options.restrict(pending.id, reasons);
    setOutcome({ ok: true, text: options.success });
    pending.done(true);
    setPending(null);
    await options.reload?.();
  };
  const cancel = () => {
    pending?.done(false);
    setPending(null);
  };

  return {
    ask: (id: string) =>
      new Promise<boolean>((done) => {
        setOutcome(null);
        setPending({ id, done });
      }),
    dialog: pending && (
      <ReasonsPanel
        title={options.title}
        confirmLabel={options.confirmLabel}
        onConfirm={confirm}
        onCancel={cancel}
      />
    ),
    notice: outcome && <MessageBox variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</MessageBox>,
  };
}
