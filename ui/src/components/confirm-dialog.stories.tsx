import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { translateActive as say } from '../i18n/active';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof ConfirmDialog>;

export const DeleteQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: say('common.delete.question') });
    await expect(within(dialog).getByRole('button', { name: say('common.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: say('common.delete') }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
