import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { menuItemStyles } from './menu-item-styles';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Panel = styled.ul`
  position: absolute;
  right: 0;
  z-index: 20;
  min-width: 200px;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);

  ${menuItemStyles}

  a,
  button {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
`;

/**
 * A disclosure menu of links (the header's Info, user, My Shop and Admin menus): the button says whether it is
 * open; Escape closes and returns focus to the button; clicking outside or choosing an item closes it;
 * arrow keys move between items.
 */
export function DropdownMenu({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(wrap.current?.querySelectorAll<HTMLElement>('li a, li button') ?? [])];
    if (!items.length) return;
    event.preventDefault();
    if (!open) setOpen(true);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    requestAnimationFrame(() => items[next]?.focus());
  };

  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown}>
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label} <span aria-hidden="true">▾</span>
      </Trigger>
      <Panel
        id={id}
        hidden={!open}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
      >
        {children}
      </Panel>
    </Wrap>
  );
}
