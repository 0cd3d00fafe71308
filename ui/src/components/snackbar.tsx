import { useEffect } from 'react';
import styled from 'styled-components';

/** docs/product.md §9: snackbars stay 3000 ms. */
export const SNACKBAR_MS = 3000;

const Bar = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(6)};
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;

/** Shows `message` until `onClose` is called after 3 seconds; renders nothing without a message. */
export function Snackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return message ? <Bar role="status">{message}</Bar> : null;
}
