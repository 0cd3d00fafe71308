import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleUsers } from '../../../testing/sample-data';
import { ApplicationDetails } from './application-details';
import { UserEditForm } from './user-edit-form';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';
import { translateActive as say } from '@torget/ui';

const [waiting, seller, admin] = sampleUsers as [
  (typeof sampleUsers)[0],
  (typeof sampleUsers)[0],
  (typeof sampleUsers)[0],
];

/** The admin's user screens: the list with its filters, the edit form and the application beside it. */
const meta: Meta<typeof UserTable> = {
  title: 'admin-ui/Users',
  component: UserTable,
  args: { users: sampleUsers, onDelete: fn() },
};
export default meta;

export const List: StoryObj<typeof UserTable> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: say('table.editName', { name: 'Vera Väntar' }) }),
    ).toHaveTextContent(say('table.review'));
    await userEvent.click(
      canvas.getByRole('button', { name: say('table.deleteName', { name: 'Sven Säljare' }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(seller._id);
  },
};

export const EmptyList: StoryObj<typeof UserTable> = { args: { users: [] } };

export const Filters: StoryObj<typeof UserFilters> = {
  render: (args) => <UserFilters {...args} />,
  args: { status: '', search: '', onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(say('filters.show')), say('filters.waiting'));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'waiting' });
    await userEvent.type(canvas.getByLabelText(say('filters.search')), 'vera');
    await userEvent.click(canvas.getByRole('button', { name: say('filters.submit') }));
    await expect(args.onChange).toHaveBeenCalledWith({ search: 'vera' });
  },
};

export const EditSeller: StoryObj<typeof UserEditForm> = {
  render: (args) => <UserEditForm {...args} />,
  args: { user: seller, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(say('userForm.domain'))).toHaveValue('svens-snickeri.se');
    await userEvent.selectOptions(canvas.getByLabelText(say('userForm.plan')), '1');
    await expect(canvas.getByLabelText(say('userForm.domain'))).toBeDisabled();
  },
};

export const EditBuyer: StoryObj<typeof UserEditForm> = {
  render: (args) => <UserEditForm {...args} />,
  args: { user: admin, onSaved: fn() },
};

export const Application: StoryObj<typeof ApplicationDetails> = {
  render: (args) => <ApplicationDetails {...args} />,
  args: { user: waiting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('556016-0680')).toBeInTheDocument();
    await expect(canvas.getByText('noga utvalda').tagName).toBe('STRONG');
  },
};
