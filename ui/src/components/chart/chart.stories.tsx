import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDate, formatMoney } from '@torget/i18n';
import { expect, userEvent, within } from 'storybook/test';
import { Chart, type ChartSeries } from './chart';

interface Point {
  date: string;
  revenue: number;
  orders: number;
}

const series: ChartSeries<Point>[] = [
  { label: 'Sales', kind: 'bar', value: (p) => p.revenue, format: (v) => formatMoney(v, 'sv') },
  { label: 'Orders', kind: 'line', axis: 'right', value: (p) => p.orders, format: (v) => String(v) },
];

/** `count` days (or weeks) from 2026-10-27, with a believable rhythm of sales. */
function points(count: number, step = 1, sales = true): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 27 + index * step)).toISOString().slice(0, 10);
    const orders = sales ? ((index * 7) % 5) + (index % 3) : 0;
    return { date: day, revenue: orders * 249 + (orders ? 39 : 0), orders };
  });
}

const meta: Meta<typeof Chart<Point>> = {
  title: 'ui/Chart',
  component: Chart<Point>,
  args: {
    title: 'Sales per day',
    labelHeader: 'Date',
    label: (point: Point) => formatDate(`${point.date}T12:00:00Z`, 'sv'),
    series,
    empty: 'No sales in this period yet.',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days with sales: in a browser the chart, in tests (no canvas) its table. */
export const ThirtyDays: Story = {
  args: { points: points(30) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sales per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** A period with no points at all. */
export const EmptyPeriod: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No sales in this period yet.')).toBeTruthy();
  },
};

/** A single day. */
export const OneDay: Story = {
  args: { points: points(1) },
};

/** A year by week: 52 points. */
export const AYear: Story = {
  args: { title: 'Sales per week', points: points(52, 7) },
};

/** A shop that has sold nothing: every point zero, said in words rather than drawn flat. */
export const SaleLessShop: Story = {
  args: { points: points(30, 1, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('No sales in this period yet.')).toBeTruthy();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The table toggle is a real button (in a browser; tests have no canvas, so they always show the table). */
export const TableToggle: Story = {
  args: { points: points(7) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).queryByRole('button');
    if (!button) return;
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  },
};
