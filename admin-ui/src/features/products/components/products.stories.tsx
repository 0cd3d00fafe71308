import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../../testing/sample-data';
import { AdminProductForm } from './product-form';
import { ProductTable } from './product-table';
import { translateActive as say } from '@torget/ui';

const meta: Meta<typeof ProductTable> = {
  title: 'admin-ui/Products',
  component: ProductTable,
  args: { products: sampleProducts, onDelete: fn() },
};
export default meta;

export const List: StoryObj<typeof ProductTable> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('table.closed'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Create Product/i })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: say('table.deleteName', { name: 'Skärbräda i ek' }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(sampleProducts[0]!._id);
  },
};

export const EmptyList: StoryObj<typeof ProductTable> = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('table.noProducts'))).toBeInTheDocument();
  },
};

export const EditForm: StoryObj<typeof AdminProductForm> = {
  render: (args) => <AdminProductForm {...args} />,
  args: { product: sampleProducts[0]!, onSaved: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(say('product.form.price'))).toHaveValue('395');
  },
};
