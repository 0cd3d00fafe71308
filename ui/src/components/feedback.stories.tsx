import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { LoadingIndicator } from './loading-indicator';
import { Snackbar } from './snackbar';
import { translateActive as say } from '../i18n/active';

/** Feedback over time: the spinner waits 500 ms, the snackbar stays 3 s (docs/product.md §9). */
const meta: Meta<typeof Snackbar> = { title: 'ui/Feedback', component: Snackbar };
export default meta;

export const SnackbarAfterSave: StoryObj<typeof Snackbar> = {
  render: function Render() {
    const [message, setMessage] = useState<string | null>(null);
    return (
      <>
        <Button onClick={() => setMessage('Settings were updated.')}>Update</Button>
        <Snackbar message={message} onClose={() => setMessage(null)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings were updated.');
  },
};

export const Loading: StoryObj<typeof LoadingIndicator> = {
  render: () => <LoadingIndicator />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(
      () => expect(canvas.getByRole('progressbar', { name: say('common.loading') })).toBeInTheDocument(),
      {
        timeout: 1500,
      },
    );
  },
};
