import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator, MessageBox, Snackbar, createTheme, formatSek } from './index';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('createTheme', () => {
  it("uses the seller's colours and falls back to the marketplace's for empty or invalid ones", () => {
    const theme = createTheme({ footer_background_color: '#123456', name_text_color: 'red' });
    expect(theme.shop.footerBackground).toBe('#123456');
    expect(theme.shop.nameText).toBe(createTheme().shop.nameText);
  });
});

describe('formatSek', () => {
  it('formats the Swedish way', () => {
    expect(formatSek(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 kr');
  });
});

describe('LoadingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only after 500 ms', () => {
    themed(<LoadingIndicator />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});

describe('Snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes itself after 3 seconds', () => {
    const onClose = vi.fn();
    themed(<Snackbar message="Settings were updated." onClose={onClose} />);
    expect(screen.getByText('Settings were updated.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('MessageBox', () => {
  it('announces danger messages as alerts', () => {
    themed(<MessageBox variant="danger">Product Not Found</MessageBox>);
    expect(screen.getByRole('alert').textContent).toBe('Product Not Found');
  });
});
