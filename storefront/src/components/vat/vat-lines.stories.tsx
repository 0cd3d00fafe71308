import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VatLines } from './vat-lines';

const meta: Meta<typeof VatLines> = {
  title: 'storefront/VatLines',
  component: VatLines,
  args: { registered: true },
};
export default meta;

type Story = StoryObj<typeof VatLines>;

/** Goods at 25 % and food at 6 %: the VAT included per rate, shipping's share in each, highest rate first. */
export const MixedRates: Story = {
  args: {
    lines: [
      { rate: 25, amount: 88.8 },
      { rate: 6, amount: 12.45 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(varav moms|of which VAT) 25 %: 88,80\s*kr$/)).toBeInTheDocument();
    await expect(canvas.getByText(/^(varav moms|of which VAT) 6 %: 12,45\s*kr$/)).toBeInTheDocument();
  },
};

/** An order from a shop that is not VAT-registered carries no VAT, and says so. */
export const NotVatRegistered: Story = {
  args: { lines: [], registered: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /^(The seller is not registered for VAT|Säljaren är inte momsregistrerad)$/,
      ),
    ).toBeInTheDocument();
  },
};
