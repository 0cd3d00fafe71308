import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { Price } from './price';
import { Table, type TableColumn } from './table';

interface Row {
  id: string;
  name: string;
  price: number;
  shop: string;
}

const rows: Row[] = [
  { id: '1', name: 'Skärbräda i ek', price: 395, shop: 'Svens Snickeri' },
  { id: '2', name: 'Ullfilt', price: 1290, shop: 'Skogens Te' },
  { id: '3', name: 'Kaffekopp', price: 149, shop: 'Havsbris' },
];

const columns: TableColumn<Row>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Price', align: 'end', cell: (row) => <Price amount={row.price} /> },
  { header: 'Shop', cell: (row) => row.shop },
  {
    header: 'Actions',
    actions: true,
    cell: (row) => (
      <Button $size="small" $variant="secondary" aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
    ),
  },
];

const meta: Meta<typeof Table<Row>> = {
  title: 'ui/Table',
  component: Table<Row>,
  args: { caption: 'Products', rows, columns, rowKey: (row: Row) => row.id },
};
export default meta;

type Story = StoryObj<typeof Table<Row>>;

export const WithCaption: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Products' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Empty: Story = {
  args: { rows: [], empty: 'No Product Found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Product Found')).toBeInTheDocument();
  },
};
