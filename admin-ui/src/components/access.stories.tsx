import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotAdmin } from './not-admin';
import { translateActive as say } from '@torget/ui';

/** What stands before the admin screens for a signed-in non-admin (the sign-in form: features/auth). */
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
