import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderDto } from '@torget/contract';
import { expect, userEvent, within } from 'storybook/test';
import { OrderRefunds } from './order-refunds';

/** A paid order of 548,50 kr of which 100 kr has been refunded. */
const order: OrderDto = {
  _id: '00000000-0000-4000-8000-0000000000f2',
  orderItems: [{ name: 'Lampa', qty: 1, image: '', price: 499, shipping_price: 49.5, product: 'p1' }],
  shippingAddress: {
    fullName: 'Kim',
    address: 'Gatan 1',
    city: 'Lund',
    postalCode: '222 22',
    country: 'Sverige',
  },
  paymentMethod: 'PayPal',
  shopMarksPaid: false,
  itemsPrice: 499,
  shippingPrice: 49.5,
  taxPrice: 0,
  totalPrice: 548.5,
  isPaid: true,
  paidAt: '2026-11-24T10:00:00.000Z',
  isDelivered: false,
  deliveredAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  seller: {
    _id: '00000000-0000-4000-8000-000000000001',
    seller: { name: 'Lampbutiken', logo: '', has_swish: false, swish_number: '' },
  },
  shopName: 'Lampbutiken',
  user: { _id: 'buyer', name: 'Kim' },
  refunds: [{ amount: 100, date: '2026-11-25T12:00:00.000Z', status: 'completed' }],
  refundable: 448.5,
};

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
