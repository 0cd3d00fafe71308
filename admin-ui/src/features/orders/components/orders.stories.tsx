import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleOrders } from '../../../testing/sample-data';
import { OrderTable } from './order-table';
import { translateActive as say } from '@torget/ui';

const meta: Meta<typeof OrderTable> = {
  title: 'admin-ui/Orders',
  component: OrderTable,
  args: { orders: sampleOrders, onDelete: fn() },
};
export default meta;

export const List: StoryObj<typeof OrderTable> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: say('table.orderDetails', { id: '587560da' }) }),
    ).toHaveAttribute('href', `/order/${sampleOrders[0]!._id}`);
    await expect(canvas.getAllByText(say('table.no'))).toHaveLength(2);
    await expect(canvas.getByText(say('withdrawal.badge', { date: '2026-11-24' }))).toBeInTheDocument();
  },
};

export const EmptyList: StoryObj<typeof OrderTable> = { args: { orders: [] } };
