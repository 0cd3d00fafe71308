import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  LoadingIndicator,
  MessageBox,
  Pagination,
  Rating,
  Snackbar,
  TextField,
  contrastRatio,
  createTheme,
  pageWindow,
  readableText,
} from './index';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('createTheme', () => {
  it("uses the seller's colours and falls back to the marketplace's for empty or invalid ones", () => {
    const theme = createTheme({ footer_background_color: '#123456', name_text_color: 'red' });
    expect(theme.shop.footer_background_color).toBe('#123456');
    expect(theme.shop.name_text_color).toBe(createTheme().shop.name_text_color);
  });

  it('keeps a readable seller pair as chosen', () => {
    const theme = createTheme({ description_background_color: '#fff8e7', description_text_color: '#3b2a14' });
    expect(theme.shop.description_text_color).toBe('#3b2a14');
  });

  it('replaces a text colour that fails WCAG AA on its background with a readable one', () => {
    const theme = createTheme({ footer_background_color: '#ffff00', footer_text_color: '#ffffff' });
    expect(theme.shop.footer_text_color).not.toBe('#ffffff');
    expect(contrastRatio(theme.shop.footer_text_color, '#ffff00')).toBeGreaterThanOrEqual(4.5);
  });

  it('shows no logo when the shop turned its logo off', () => {
    expect(createTheme({ logo: '/uploads/l.webp', has_logo: false }).shop.logo).toBe('');
    expect(createTheme({ logo: '/uploads/l.webp', has_logo: true }).shop.logo).toBe('/uploads/l.webp');
  });
});

describe('contrast', () => {
  it('measures black on white as 21:1 and equal colours as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks light text on a dark background when the preferred colour is unreadable', () => {
    expect(readableText('#222222', '#111111')).toBe('#ffffff');
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

describe('Rating', () => {
  it('reads the rating out and shows the review count', () => {
    themed(<Rating value={4.5} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });
});

describe('TextField', () => {
  it('labels the input and ties the error message to it', () => {
    themed(<TextField label="Email" error="Please enter your email." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter your email.');
  });
});

describe('Pagination', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
  });

  it('links every page and marks the current one', () => {
    themed(<Pagination page={2} pages={3} hrefFor={(n) => `/search/page/${n}`} />);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/search/page/3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('claims no last page when the search counted only a few pages ahead', () => {
    expect(pageWindow(5, 7, true)).toEqual([1, null, 3, 4, 5, 6, 7, null]);
    themed(<Pagination page={1} pages={3} more hrefFor={(n) => `/search/page/${n}`} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('navigation').textContent).toContain('More pages follow');
  });

  it('renders nothing for a single page', () => {
    const { container } = themed(<Pagination page={1} pages={1} hrefFor={String} />);
    expect(container.textContent).toBe('');
  });
});

describe('DropdownMenu', () => {
  it('opens on click, closes on Escape and gives focus back to its button', () => {
    themed(
      <DropdownMenu label="Info">
        <li>
          <a href="/about">About</a>
        </li>
      </DropdownMenu>,
    );
    const button = screen.getByRole('button', { name: /Info/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'About' })).toBeTruthy();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
