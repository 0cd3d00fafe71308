import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SortExplained } from './sort-explained';

const meta: Meta<typeof SortExplained> = {
  title: 'storefront/SortExplained',
  component: SortExplained,
};
export default meta;

type Story = StoryObj<typeof SortExplained>;

/** Closed it is one link-like line under the sort list; opened, the sort orders and the default. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/^(How are results ordered\?|Hur sorteras resultaten\?)$/));
    await expect(canvas.getByText(/(the default|förvalt)/)).toBeVisible();
  },
};
