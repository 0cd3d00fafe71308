import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme';
import { useConfirm } from './use-confirm';

function Screen() {
  const { confirm, dialog } = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  return (
    <>
      <button onClick={async () => setAnswers([...answers, await confirm()])}>Delete item</button>
      <output>{answers.join(',')}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it("asks the kit's delete question and answers true only when confirmed (Cancel and Escape answer false)", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={createTheme()}>
        <Screen />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to delete?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false,false,true');
  });
});
