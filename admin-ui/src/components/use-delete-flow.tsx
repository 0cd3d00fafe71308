import { ConfirmDialog, MessageBox, errorMessage } from '@torget/ui';
import { useState } from 'react';

/**
 * A list's delete: Delete asks docs/product.md §5's 'Are you sure to delete?', only a confirmation calls the server, then
 * the list reloads and the outcome shows (docs/product.md §8: 'Order was deleted.', 'User deleted successfully.').
 */
export function useDeleteFlow(options: {
  remove: (id: string) => Promise<unknown>;
  success: string;
  reload: () => unknown;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await options.remove(pending);
      setOutcome({ ok: true, text: options.success });
      await options.reload();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    ask: (id: string) => {
      setOutcome(null);
      setPending(id);
    },
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    ),
    notice: outcome && <MessageBox variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</MessageBox>,
  };
}
