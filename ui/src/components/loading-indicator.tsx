import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useUiT } from '../i18n/ui-messages';

/** docs/product.md §9: the loading indicator appears only after 500 ms, so quick answers never flash a spinner. */
export const LOADING_DELAY_MS = 500;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.div`
  width: 28px;
  height: 28px;
  margin: ${({ theme }) => theme.space(4)} auto;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function LoadingIndicator() {
  const { t } = useUiT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <Spinner role="progressbar" aria-label={t('common.loading')} /> : null;
}
