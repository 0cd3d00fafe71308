import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { createTheme, type ShopThemeInput } from './theme';

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
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
