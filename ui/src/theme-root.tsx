import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { createTheme, type ShopThemeInput } from './theme';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  h1 { font-size: 1.75rem; }
  h2 { font-size: 1.35rem; }
  h3 { font-size: 1.1rem; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  /* A visible focus ring for keyboard users on every control, in every shop theme. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.text};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/** The theme and base styles both apps render inside; pass a seller's shop fields to use its look. */
export function ThemeRoot({ shop, children }: { shop?: Partial<ShopThemeInput>; children: ReactNode }) {
  return (
    <ThemeProvider theme={createTheme(shop)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
