import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paidOrder } from '../../../testing/fixtures';
import { OrderRefunds } from './order-refunds';

/** The texts the play functions look for, in English or Swedish (the toolbar's language). */
const REFUNDED = /Refunded 100,00\s*kr on 2026-11-25|100,00\s*kr återbetalat 2026-11-25/;
const AMOUNT = /^(Amount to refund \(SEK\)|Belopp att återbetala \(kr\))$/;
const REFUND = /^(Refund|Återbetala)$/;
const AT_MOST = /At most 448,50\s*kr is left to refund\.|Högst 448,50\s*kr återstår att återbetala\./;

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
    await expect(canvas.getByText(REFUNDED)).toBeInTheDocument();
    const amount = canvas.getByLabelText(AMOUNT);
    await expect(amount).toHaveValue('448.5');
    // More than is left is refused before anything is asked or sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: REFUND }));
    await expect(canvas.getByText(AT_MOST)).toBeInTheDocument();
  },
};

/** The buyer sees the refunds only. */
export const ForTheBuyer: Story = {
  args: { canRefund: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REFUNDED)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(AMOUNT)).toBeNull();
  },
};
