import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme';
import { SignInForm } from './sign-in-form';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('SignInForm', () => {
  it('sends the typed email and password', async () => {
    const onSubmit = vi.fn();
    themed(<SignInForm onSubmit={onSubmit} emailLabel="Email" />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@torget.se');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@torget.se', password: 'secret123' });
  });

  it('sends nothing while a field is empty', async () => {
    const onSubmit = vi.fn();
    themed(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@torget.se');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the refusal as an alert and can't be sent twice while busy", () => {
    themed(<SignInForm onSubmit={vi.fn()} busy error="Invalid email or password" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
