import { useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Answer = (confirmed: boolean) => void;

/**
 * The kit's "are you sure?" where a screen would call `window.confirm`: `await confirm()` opens the
 * accessible ConfirmDialog (the kit's delete question, docs/product.md §5, unless `message` is given) and answers
 * true only when the person confirms. Render `dialog` once in the screen.
 */
export function useConfirm(options: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'> = {}): {
  confirm: () => Promise<boolean>;
  dialog: ReactElement;
} {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const close = (confirmed: boolean) => {
    answer?.(confirmed);
    setAnswer(null);
  };
  return {
    confirm: () => new Promise<boolean>((resolve) => setAnswer(() => resolve)),
    dialog: (
      <ConfirmDialog
        {...options}
        open={answer !== null}
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    ),
  };
}
