import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Dac7QuarterTable } from './dac7-quarter-table';

/** A seller's DAC7 year by quarter: the admin's report and the seller's copy of it show this table. */
const meta: Meta<typeof Dac7QuarterTable> = {
  title: 'ui/Dac7QuarterTable',
  component: Dac7QuarterTable,
  args: {
    caption: 'Keramikverkstan 2026',
    year: {
      quarters: [
        { sales: 20, consideration: 12345.5, fees: 299, taxes: 0 },
        { sales: 11, consideration: 1000, fees: 299, taxes: 0 },
        { sales: 0, consideration: 0, fees: 0, taxes: 0 },
        { sales: 0, consideration: 0, fees: 0, taxes: 0 },
      ],
      sales: 31,
      consideration: 13345.5,
    },
  },
};
export default meta;

type Story = StoryObj<typeof Dac7QuarterTable>;

export const Year: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Keramikverkstan 2026' });
    const rows = within(table).getAllByRole('row');
    // A header, four quarters and the whole year, whose fees are the quarters' sum.
    await expect(rows).toHaveLength(6);
    await expect(rows[5]!.textContent?.replace(/\s/g, ' ')).toContain('598,00 kr');
  },
};
