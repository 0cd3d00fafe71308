import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageBox } from './message-box';

const meta: Meta<typeof MessageBox> = { title: 'ui/MessageBox', component: MessageBox };
export default meta;

type Story = StoryObj<typeof MessageBox>;

export const Danger: Story = { args: { variant: 'danger', children: 'Product Not Found' } };
export const Success: Story = { args: { variant: 'success', children: 'Review Submitted Successfully' } };
export const Info: Story = { args: { variant: 'info', children: 'Cart is empty. Go shopping' } };
