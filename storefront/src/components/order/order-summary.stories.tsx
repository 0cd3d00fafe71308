import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageBox } from '@torget/ui';
import { expect, within } from 'storybook/test';
import { OrderSummary } from './order-summary';
import { OrderTotals } from './order-totals';

const meta: Meta<typeof OrderSummary> = {
  title: 'storefront/OrderSummary',
  component: OrderSummary,
  args: {
    address: {
      fullName: 'Klara Köpare',
      address: 'Storgatan 1',
      postalCode: '222 22',
      city: 'Lund',
      country: 'Sverige',
    },
    method: 'Swish',
    lines: [
      { product: 'p1', name: 'Skärbräda i ek', image: '', qty: 2, price: 395 },
      { product: null, name: 'Removed product', image: '', qty: 1, price: 49 },
    ],
  },
};
export default meta;

type Story = StoryObj<typeof OrderSummary>;

/** The order page: each card carries its status. */
export const OnTheOrderPage: Story = {
  args: {
    shipping: <MessageBox variant="danger">Not Delivered</MessageBox>,
    payment: <MessageBox variant="success">Paid at 2026-11-23</MessageBox>,
    itemsNote: <p>From Svens Snickeri</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Storgatan 1, 222 22 Lund, Sverige/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Skärbräda i ek' })).toHaveAttribute('href', '/product/p1');
    // A deleted product keeps its line, without a link.
    await expect(canvas.queryByRole('link', { name: 'Removed product' })).toBeNull();
    // '2 x …' in English, '2 st × …' in Swedish.
    await expect(canvas.getByText(/2 (st )?[x×] 395,00\s*kr = 790,00\s*kr/)).toBeInTheDocument();
  },
};

/** With the totals beside it, as the place-order screen shows them. */
export const WithTotals: Story = {
  render: (args) => (
    <>
      <OrderSummary {...args} />
      <OrderTotals itemsPrice={839} shippingPrice={98} totalPrice={937} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/937,00\s*kr/)).toBeInTheDocument();
  },
};
