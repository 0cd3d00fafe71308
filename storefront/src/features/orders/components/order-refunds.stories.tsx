import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paidOrder } from '../../../testing/fixtures';
import { OrderRefunds } from './order-refunds';

/** A paid order of 548,50 kr of which 100 kr has been refunded. */
const order = paidOrder({
  refunds: [{ amount: 100, date: '2026-11-25T12:00:00.000Z', status: 'completed' }],
  refundable: 448.5,
});

const meta: Meta<typeof OrderRefunds> = {
  title: 'storefront/OrderRefunds',
  component: OrderRefunds,
  args: { order, onRefunded: () => {} },
};
export default meta;

type Story = StoryObj<typeof OrderRefunds>;

/** The order's shop (or an admin): what was refunded, and a Refund box prefilled with what is left. */
export const ForTheShop: Story = {
  args: { canRefund: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Refunded 100,00\s*kr on 2026-11-25/)).toBeInTheDocument();
    const amount = canvas.getByLabelText('Amount to refund (SEK)');
    await expect(amount).toHaveValue('448.5');
    // More than is left is refused before anything is asked or sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    await expect(canvas.getByText(/At most 448,50\s*kr is left to refund\./)).toBeInTheDocument();
  },
};

/** The buyer sees the refunds only. */
export const ForTheBuyer: Story = {
  args: { canRefund: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Refunded 100,00\s*kr on 2026-11-25/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Amount to refund (SEK)')).toBeNull();
  },
};
