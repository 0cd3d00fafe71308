import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { NotAdmin } from './not-admin';

/** What stands before the admin screens: the sign-in form and the refusal for non-admins. */
const meta: Meta<typeof NotAdmin> = {
  title: 'admin-ui/Access',
  component: NotAdmin,
  args: { name: 'Karin Kund' },
};
export default meta;

export const Refusal: StoryObj<typeof NotAdmin> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Karin Kund, who is not an admin');
  },
};

export const SignIn: StoryObj<typeof SignInForm> = {
  render: (args) => <SignInForm {...args} />,
  args: { onSignedIn: fn() },
};

export const SignInRefused: StoryObj<typeof SignInForm> = {
  render: (args) => <SignInForm {...args} />,
  args: { onSignedIn: fn() },
  beforeEach: () => {
    const real = globalThis.fetch;
    globalThis.fetch = async () =>
      Response.json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, { status: 401 });
    return () => {
      globalThis.fetch = real;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@torget.se');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
