import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageBox } from './message-box';

const meta: Meta<typeof MessageBox> = { title: 'ui/MessageBox', component: MessageBox };
export default meta;

type Story = StoryObj<typeof MessageBox>;

export const Danger: Story = {
  args: { variant: 'danger', children: 'Paid or delivered orders cannot be deleted.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('cannot be deleted');
  },
};
export const Success: Story = { args: { variant: 'success', children: 'Order was deleted.' } };
export const Info: Story = { args: { variant: 'info', children: 'Cart is empty.' } };
