import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DropdownMenu } from './dropdown-menu';
import { Pagination } from './pagination';
import { translateActive as say } from '../i18n/active';

const meta: Meta<typeof Pagination> = { title: 'ui/Navigation', component: Pagination };
export default meta;

type Story = StoryObj<typeof Pagination>;

const hrefFor = (n: number) => `/productlist/pageNumber/${n}`;

export const FirstOfThree: Story = {
  args: { page: 1, pages: 3, hrefFor },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: say('pagination.page', { page: 1 }) });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};
export const ManyPages: Story = {
  args: { page: 12, pages: 40, hrefFor },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(pages).toEqual(['1', '10', '11', '12', '13', '14', '40']);
  },
};
/** A broad search counted two pages ahead only: no last page is claimed, a gap says more follow. */
export const MorePagesThanCounted: Story = {
  args: { page: 5, pages: 7, more: true, hrefFor },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    const pages = nav.getAllByRole('link').map((link) => link.textContent);
    await expect(pages).toEqual(['1', '3', '4', '5', '6', '7']);
    await expect(nav.getByText(say('pagination.more'))).toBeInTheDocument();
  },
};
export const SinglePageShowsNothing: Story = {
  args: { page: 1, pages: 1, hrefFor },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const AdminDropdown: StoryObj<typeof DropdownMenu> = {
  render: () => (
    <DropdownMenu label="Admin">
      <li>
        <a href="/productlist">Products</a>
      </li>
      <li>
        <a href="/orderlist">Orders</a>
      </li>
      <li>
        <a href="/userlist">Users</a>
      </li>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Admin/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};
