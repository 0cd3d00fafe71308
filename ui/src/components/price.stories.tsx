import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta: Meta<typeof Price> = { title: 'ui/Price', component: Price };
export default meta;

type Story = StoryObj<typeof Price>;

export const Normal: Story = {
  args: { amount: 1299 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toContain('1 299,00 kr');
    await expect(within(canvasElement).getByText(/kr/)).toBeInTheDocument();
  },
};
export const Large: Story = { args: { amount: 49.5, large: true } };
