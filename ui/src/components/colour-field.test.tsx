import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme';
import { ColourField } from './colour-field';

function Harness({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <ThemeProvider theme={createTheme()}>
      <ColourField
        label="Footer text"
        value={value}
        fallback="#ffffff"
        onChange={setValue}
        warning={value === '#eeeeee' ? 'Low contrast' : undefined}
      />
      <output>{value || 'default'}</output>
    </ThemeProvider>
  );
}

describe('ColourField', () => {
  it('keeps the picker and the hex text in step', () => {
    render(<Harness start="#123456" />);
    fireEvent.input(screen.getByLabelText('Footer text picker'), { target: { value: '#abcdef' } });
    expect((screen.getByLabelText('Footer text') as HTMLInputElement).value).toBe('#abcdef');
    fireEvent.change(screen.getByLabelText('Footer text'), { target: { value: '#00FF00' } });
    expect(screen.getByText('#00ff00')).toBeTruthy();
    expect((screen.getByLabelText('Footer text picker') as HTMLInputElement).value).toBe('#00ff00');
  });

  it('refuses text that is not #RRGGBB and keeps the last good colour', () => {
    render(<Harness start="#123456" />);
    const text = screen.getByLabelText('Footer text');
    fireEvent.change(text, { target: { value: 'red' } });
    expect(screen.getByRole('alert').textContent).toMatch(/#RRGGBB/);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('#123456')).toBeTruthy();
  });

  it('shows the fallback in the picker when empty, and a warning tied to the field', () => {
    render(<Harness />);
    expect((screen.getByLabelText('Footer text picker') as HTMLInputElement).value).toBe('#ffffff');
    fireEvent.change(screen.getByLabelText('Footer text'), { target: { value: '#eeeeee' } });
    const text = screen.getByLabelText('Footer text');
    expect(document.getElementById(text.getAttribute('aria-describedby')!)?.textContent).toBe('Low contrast');
  });
});
