import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translateActive as say } from '@torget/ui';
import { SignInForm } from './sign-in-form';

/** What stands before the admin screens: the sign-in form (the refusal for non-admins: components/access). */
const meta: Meta<typeof SignInForm> = {
  title: 'admin-ui/Sign-in',
  component: SignInForm,
  args: { onSignedIn: fn() },
};
export default meta;

export const SignIn: StoryObj<typeof SignInForm> = {};

export const SignInRefused: StoryObj<typeof SignInForm> = {
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
