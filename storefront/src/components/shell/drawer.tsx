import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Dialog = styled.dialog<{ $side: 'left' | 'right' }>`
  position: fixed;
  inset: 0 ${({ $side }) => ($side === 'left' ? 'auto' : '0')} 0
    ${({ $side }) => ($side === 'left' ? '0' : 'auto')};
  width: min(320px, 86vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 32px rgba(0, 0, 0, 0.25);
  overflow-y: auto;

  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
  }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  font-size: 1.5rem;
  cursor: pointer;
`;

/**
 * A side panel (the shell's sidebars) on the native <dialog>: modal, so focus stays inside and Escape closes it;
 * a click on the backdrop closes it too.
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: string;
  children: ReactNode;
}) {
  const { t, locale } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <Dialog
      ref={ref}
      $side={side}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <Top>
        <h2>{title}</h2>
        <Close
          type="button"
          aria-label={t('shell.close', { name: title.toLocaleLowerCase(locale) })}
          onClick={onClose}
        >
          ×
        </Close>
      </Top>
      {open && children}
    </Dialog>
  );
}
