import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OverviewRange, SalesDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormSelectField } from '../forms/form-fields';
import { translateActive as say } from '../i18n/active';
import { ExportForm } from './export-form';
import { OverviewCard, OverviewScreen } from './overview-screen';
import { SalesFigure } from './sales-figure';

/** `count` days (or weeks, `step` 7) from 2026-10-27 with a believable rhythm of sales; none when `sold` is false. */
function sales(count: number, step = 1, sold = true): SalesDto {
  const points = Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 27 + index * step)).toISOString().slice(0, 10);
    const orders = sold ? ((index * 7) % 5) + (index % 3) : 0;
    return {
      date,
      revenue: orders * 249 + (orders ? 39 : 0),
      orders,
      refunds: index === 3 && sold ? 249 : 0,
      discounts: index % 4 === 1 && orders ? 49.8 : 0,
    };
  });
  const revenue = points.reduce((sum, point) => sum + point.revenue, 0);
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
  const refunds = points.reduce((sum, point) => sum + point.refunds, 0);
  const discounts = points.reduce((sum, point) => sum + point.discounts, 0);
  const totals = { revenue, orders, refunds, net: revenue - refunds, discounts };
  return {
    range: step === 7 ? 'year' : 'month',
    bucket: step === 7 ? 'week' : 'day',
    from: points[0]?.date ?? '2026-10-27',
    to: points.at(-1)?.date ?? '2026-10-27',
    points,
    totals,
    previous: { ...totals, revenue: revenue * 0.8, from: '2026-09-27', to: '2026-10-26' },
    change: sold ? { revenue: 0.25, orders: -0.1 } : { revenue: null, orders: null },
  };
}

export default { title: 'ui/Overview', component: SalesFigure } satisfies Meta<typeof SalesFigure>;
type Story = StoryObj<typeof SalesFigure>;

/** 30 days of sales: totals with the change against the period before, and the chart (in tests its table). */
export const ThirtyDays: Story = {
  args: { sales: sales(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      say('overview.totals.revenue'),
      say('overview.totals.orders'),
      say('overview.totals.refunds'),
      say('overview.totals.discounts'),
    ]);
    expect(canvas.getByText(say('overview.change', { change: '+25' }))).toBeTruthy();
    const table = canvas.getByRole('table', { name: say('overview.sales.perDay') });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** A period with no points at all: said in words. */
export const EmptyPeriod: Story = {
  args: { sales: sales(0) },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText(say('overview.sales.empty'))).toBeTruthy();
  },
};

/** A single day. */
export const OneDay: Story = {
  args: { sales: sales(1) },
};

/** 12 months, one point a week, each labelled by its Monday. */
export const AYear: Story = {
  args: { sales: sales(52, 7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: say('overview.sales.perWeek') });
    expect(within(table).getByRole('columnheader', { name: say('overview.week') })).toBeTruthy();
  },
};

/** A shop that has sold nothing: zero totals, nothing to compare with, no flat chart. */
export const SaleLessShop: Story = {
  args: { sales: sales(30, 1, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByText(say('overview.change.none'))).toHaveLength(2);
    expect(canvas.getByText(say('overview.sales.empty'))).toBeTruthy();
  },
};

const shops = [
  { _id: '00000001-0000-4000-8000-000000000000', name: 'Glasbruket' },
  { _id: '00000002-0000-4000-8000-000000000000', name: 'Keramikbod' },
];

/** The export's period (the overview's) and its words. */
const exportArgs = {
  period: { from: '2026-10-27', to: '2026-11-25' },
  text: 'Orders paid in a period, as CSV.',
};

/** A seller's export: the overview's period first, sent as chosen. */
export const Export: StoryObj<typeof ExportForm> = {
  render: (args) => <ExportForm {...args} />,
  args: { ...exportArgs, download: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(say('overview.export.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: say('overview.export.download') }));
    await expect(args.download).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-25' });
  },
};

/** The admin's export: one shop or (the first choice) all of them. */
export const ExportForOneShop: StoryObj<typeof ExportForm> = {
  render: (args) => (
    <ExportForm {...args}>
      <FormSelectField name="seller" label={say('overview.export.shop')}>
        <option value="">{say('overview.export.allShops')}</option>
        {shops.map((shop) => (
          <option key={shop._id} value={shop._id}>
            {shop.name}
          </option>
        ))}
      </FormSelectField>
    </ExportForm>
  ),
  args: { ...exportArgs, download: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(say('overview.export.shop')), 'Keramikbod');
    await userEvent.click(canvas.getByRole('button', { name: say('overview.export.download') }));
    await expect(args.download).toHaveBeenCalledWith({
      from: '2026-10-27',
      to: '2026-11-25',
      seller: shops[1]!._id,
    });
  },
};

/** The server refuses the period (from after to): its message stands beside the date it names. */
export const ExportRefused: StoryObj<typeof ExportForm> = {
  render: (args) => <ExportForm {...args} />,
  args: {
    ...exportArgs,
    period: { from: '2026-11-25', to: '2026-10-27' },
    download: fn(async () => {
      throw new ApiError('from must not be after to', 400, 'VALIDATION', 'to');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('overview.export.download') }));
    const to = canvas.getByLabelText(say('overview.export.to'));
    await expect(await canvas.findByText('from must not be after to')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
  },
};

/** The overview's frame: the period switch asks for the other period's figures, shown in the grid. */
export const Screen: StoryObj<typeof OverviewScreen<SalesDto>> = {
  render: () => (
    <OverviewScreen
      useOverview={(range: OverviewRange) => ({ data: range === 'year' ? sales(52, 7) : sales(30) })}
    >
      {(data) => (
        <OverviewCard title="Sales">
          <SalesFigure sales={data} />
        </OverviewCard>
      )}
    </OverviewScreen>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('button', { name: say('overview.period.month') });
    expect(month.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: say('overview.period.year') }));
    expect(await canvas.findByRole('table', { name: say('overview.sales.perWeek') })).toBeTruthy();
  },
};
