import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  /** What Confirm does; with `form`, the form's submit does it instead. */
  onConfirm?: () => void;
  onCancel: () => void;
  /** Said under the question and read with it (aria-describedby). */
  detail?: string;
  /**
   * What the person fills in before confirming (a form's fields), between the question and the buttons: the
   * panel is then wider and scrolls, and focus starts at its first field instead of Cancel.
   */
  children?: ReactNode;
  /** The id of the form in `children`: Confirm submits it, so the form's own checks and refusals apply. */
  form?: string;
}

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

const Panel = styled.div<{ $wide: boolean }>`
  width: min(100%, ${({ $wide }) => ($wide ? '36rem' : '26rem')});
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 25%);
`;

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.1rem;
  font-weight: 600;
`;

const Detail = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What Tab moves between inside the panel. */
const FOCUSABLE =
  'button, input:not([type="hidden"]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal question (role alertdialog): focus moves to Cancel (or to the first field of its `children`) when it
 * opens, Tab stays inside, Escape cancels, and focus returns to where it was when it closes. Nothing happens
 * until the person confirms. Every confirmation in the apps is this one dialog, also one that asks for a form
 * first (the admin's statement of reasons).
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  detail,
  children,
  form,
}: ConfirmDialogProps) {
  const { t } = useUiT();
  const id = useId();
  const detailId = `${id}-detail`;
  const asksFirst = !!children;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const field = asksFirst ? panelRef.current?.querySelector<HTMLElement>('textarea, select, input') : null;
    (field ?? cancelRef.current)?.focus();
    return () => before?.focus?.();
  }, [open, asksFirst]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (element) => !(element as HTMLButtonElement).disabled,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
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
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={id}
        aria-describedby={detail ? detailId : undefined}
        $wide={asksFirst}
      >
        <Question id={id}>{message ?? t('common.delete.question')}</Question>
        {detail && <Detail id={detailId}>{detail}</Detail>}
        {children}
        <Actions>
          <Button ref={cancelRef} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            type={form ? 'submit' : 'button'}
            form={form}
            $variant="danger"
            onClick={form ? undefined : onConfirm}
            disabled={busy}
          >
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
