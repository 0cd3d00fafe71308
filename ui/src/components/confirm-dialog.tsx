import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useUiT } from '../i18n/ui-messages';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; docs/product.md §5's delete question unless given. */
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 45%);
`;

const Panel = styled.div`
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 25%);
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * A modal question (role alertdialog): focus moves to Cancel when it opens, Tab stays inside, Escape cancels,
 * and focus returns to where it was when it closes. Nothing happens until the person confirms.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useUiT();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(panelRef.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panelRef} role="alertdialog" aria-modal="true" aria-labelledby={id}>
        <p id={id}>{message ?? t('common.delete.question')}</p>
        <Actions>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
