import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta: Meta<typeof Button> = { title: 'ui/Button', component: Button };
export default meta;

type Story = StoryObj<typeof Button>;

export const Primary: Story = { args: { children: 'Add to Cart' } };
export const Secondary: Story = { args: { children: 'Delete', $variant: 'secondary' } };
export const Disabled: Story = { args: { children: 'Place Order', disabled: true } };
