import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawalBadge } from './withdrawal-badge';

const withdrawn = {
  withdrawal: {
    deadline: '2026-12-07T22:59:59.999Z',
    available: false,
    made: [
      {
        _id: 'w1',
        date: '2026-11-25T10:30:00.000Z',
        reason: '',
        items: [{ _id: 'i1', name: 'Lampa', qty: 1 }],
        amount: 548.5,
        toRefund: 548.5,
        refundedOutside: null,
        returnReceived: null,
      },
    ],
    toRefund: 548.5,
    returnTo: null,
  },
};

const meta: Meta<typeof WithdrawalBadge> = { title: 'ui/WithdrawalBadge', component: WithdrawalBadge };
export default meta;

type Story = StoryObj<typeof WithdrawalBadge>;

/** A withdrawn order: the date of its latest withdrawal, Stockholm time. */
export const Withdrawn: Story = {
  args: { order: withdrawn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^(Withdrawn|Ångrad) 2026-11-25$/)).toBeInTheDocument();
  },
};

/** An order no one withdrew from: nothing. */
export const NotWithdrawn: Story = {
  args: { order: { withdrawal: { ...withdrawn.withdrawal, made: [], toRefund: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
