import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { NotAdmin } from './not-admin';
import { translateActive as say } from '@torget/ui';

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
    await expect(canvas.getByRole('heading', { name: say('notAdmin.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Karin Kund');
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
    await userEvent.type(canvas.getByLabelText(say('signin.emailShort')), 'admin@torget.se');
    await userEvent.type(canvas.getByLabelText(say('signin.password')), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: say('signin.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
