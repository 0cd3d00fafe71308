import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { deliveredOrder, withdrawnOrder } from '../../../testing/fixtures';
import { OrderWithdrawal } from './order-withdrawal';

const OPEN = /^(Withdraw from contract here|Ångra köpet här)$/;
const CONFIRM = /^(Confirm withdrawal|Bekräfta att du ångrar köpet)$/;

/** The stories' clock: 25 November 2026, noon in Stockholm. */
const NOW = new Date('2026-11-25T11:00:00.000Z');

const meta: Meta<typeof OrderWithdrawal> = {
  title: 'storefront/OrderWithdrawal',
  component: OrderWithdrawal,
  args: { order: deliveredOrder(), isBuyer: true, now: NOW, onWithdrawn: () => {} },
};
export default meta;

type Story = StoryObj<typeof OrderWithdrawal>;

/** The buyer within the period: until when, the button, and its confirmation step (items and a reason). */
export const BuyerWithinThePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/(7 december 2026|7 December 2026)/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: OPEN }));
    await expect(canvas.getByRole('heading', { name: CONFIRM })).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: CONFIRM })).toBeEnabled();
  },
};

/** After the period: no button, only until when it was available. */
export const BuyerAfterThePeriod: Story = {
  args: {
    order: deliveredOrder(
      { deadline: '2026-10-15T21:59:59.999Z', available: false },
      { deliveredAt: '2026-10-01T09:00:00.000Z' },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/(15 oktober 2026|15 October 2026)/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The shop's view of a withdrawal: when, what, the reason and what it comes to with shipping. */
export const ShopSeesAWithdrawal: Story = {
  args: {
    isBuyer: false,
    order: withdrawnOrder({ reason: 'Fel färg' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2026-11-25 11:30/)).toBeInTheDocument();
    await expect(canvas.getByText(/548,50\s*kr/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The shop of an order paid by manual Swish: Torget cannot refund it, so the shop says it did, outside. */
export const ShopRefundsOutsideTorget: Story = {
  args: {
    isBuyer: false,
    isShop: true,
    order: withdrawnOrder({}, { paymentMethod: 'Swish', refundable: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mark = /^(Refunded outside Torget|Återbetalat utanför Torget)$/;
    await userEvent.click(canvas.getByRole('button', { name: mark }));
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The buyer after withdrawing: where and how to send the lamp back; the shop has marked it received. */
export const BuyerReturnsTheGoods: Story = {
  args: {
    order: withdrawnOrder({ returnReceived: '2026-11-27T09:00:00.000Z' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('region', { name: /^(Så returnerar du|How to return the goods)$/ });
    await expect(within(back).getByText(/Returvägen 4/)).toBeInTheDocument();
    await expect(
      canvas.getByText(/^(Retur mottagen|Return received) 27 (november|November) 2026$/),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
