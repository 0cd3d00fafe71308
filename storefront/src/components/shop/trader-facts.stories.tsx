import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeShop } from '../../testing/fixtures';
import { TraderFacts } from './trader-facts';

const NOT_REGISTERED = /^(The seller is not registered for VAT|Säljaren är inte momsregistrerad)$/;

const meta: Meta<typeof TraderFacts> = {
  title: 'storefront/TraderFacts',
  component: TraderFacts,
  args: { shop: makeShop() },
};
export default meta;

type Story = StoryObj<typeof TraderFacts>;

/** A VAT-registered company: legal name, organisation and VAT numbers, address, email and phone. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keramikverkstan i Göteborg AB')).toBeInTheDocument();
    await expect(canvas.getByText('SE556677889901')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'hej@keramik.se' })).toHaveAttribute(
      'href',
      'mailto:hej@keramik.se',
    );
  },
};

/** A sole trader under the VAT threshold, without a legal name of its own: the shop's name, and no VAT. */
export const NotVatRegistered: Story = {
  args: {
    shop: makeShop({ legal_name: '', vat_registered: false, vat_number: '', phone: '' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keramikverkstan')).toBeInTheDocument();
    await expect(canvas.getByText(NOT_REGISTERED)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /031/ })).toBeNull();
  },
};
