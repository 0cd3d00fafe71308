import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleOrders } from '../../../testing/sample-data';
import { OrderTable } from './order-table';

const meta: Meta<typeof OrderTable> = {
  title: 'admin-ui/Orders',
  component: OrderTable,
  args: { orders: sampleOrders, onDelete: fn() },
};
export default meta;

export const List: StoryObj<typeof OrderTable> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Details of order 587560da' })).toHaveAttribute(
      'href',
      `/order/${sampleOrders[0]!._id}`,
    );
    await expect(canvas.getAllByText('No')).toHaveLength(2);
  },
};

export const EmptyList: StoryObj<typeof OrderTable> = { args: { orders: [] } };
