import type { ReasonsInput } from '@torget/contract';
import { ConfirmDialog, Form, FormError, MessageBox, useApiForm } from '@torget/ui';
import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { emptyReasons, ReasonsFields, reasonsBody, type ReasonsValues } from './reasons-fields';

/** The kit's ConfirmDialog asking for the statement first: its Confirm submits the statement's form. */
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
  const id = useId();
  return (
    <ConfirmDialog
      open
      message={title}
      detail={t('reasons.why')}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
      busy={form.sending}
      form={id}
      onCancel={onCancel}
    >
      <Form id={id} form={form} onSubmit={(values) => onConfirm(reasonsBody(values.reasons))}>
        <ReasonsFields prefix="reasons" />
        <FormError />
      </Form>
    </ConfirmDialog>
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
