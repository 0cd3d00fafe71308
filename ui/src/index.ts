export { createTheme, type Theme, type ShopThemeInput } from './theme';
export { ThemeRoot } from './theme-root';
export { formatSek } from './money';
export { Button } from './components/button';
export { MessageBox } from './components/message-box';
export { LoadingIndicator, LOADING_DELAY_MS } from './components/loading-indicator';
export { Snackbar, SNACKBAR_MS } from './components/snackbar';
