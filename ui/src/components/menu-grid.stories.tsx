import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuGrid } from './menu-grid';

const meta: Meta<typeof MenuGrid> = {
  title: 'ui/MenuGrid',
  component: MenuGrid,
  args: {
    label: 'My Shop',
    entries: [
      { to: '/productlist/seller', label: 'Products', text: 'Create, edit and delete your products.' },
      {
        to: '/orderlist/seller',
        label: 'Orders',
        text: 'Incoming orders: follow their payment and mark them delivered.',
      },
      { to: '/seller/1', label: 'View shop', text: 'Your shop page as buyers see it.' },
      {
        to: '/seller_profile',
        label: 'Settings',
        text: 'Name, look and colours, contact and payment details.',
      },
    ],
  },
};
export default meta;

type Story = StoryObj<typeof MenuGrid>;

export const ShopMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'My Shop' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/productlist/seller',
      '/orderlist/seller',
      '/seller/1',
      '/seller_profile',
    ]);
    await expect(links[0]).toHaveAccessibleName(/^Products/);
  },
};
