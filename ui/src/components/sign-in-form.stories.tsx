import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './sign-in-form';
import { translateActive as say } from '../i18n/active';

const meta: Meta<typeof SignInForm> = {
  title: 'ui/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn() },
};
export default meta;

type Story = StoryObj<typeof SignInForm>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(say('signin.email')), 'kund@torget.se');
    await userEvent.type(canvas.getByLabelText(say('signin.password')), 'torget-kund');
    await userEvent.click(canvas.getByRole('button', { name: say('signin.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'kund@torget.se', password: 'torget-kund' });
  },
};
export const Refused: Story = {
  args: { error: 'Invalid email or password', emailLabel: 'Email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: say('signin.submit') })).toBeDisabled();
  },
};
