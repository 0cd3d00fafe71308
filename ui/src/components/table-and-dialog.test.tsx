import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme';
import { ConfirmDialog } from './confirm-dialog';
import { Table } from './table';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('Table', () => {
  const rows = [
    { id: 'a', name: 'Kanna', price: '200,00 kr' },
    { id: 'b', name: 'Mugg', price: '50,00 kr' },
  ];
  const columns = [
    { header: 'Name', cell: (row: (typeof rows)[number]) => row.name },
    { header: 'Price', cell: (row: (typeof rows)[number]) => row.price, align: 'end' as const },
    {
      header: 'Actions',
      actions: true,
      cell: (row: (typeof rows)[number]) => <button>Edit {row.name}</button>,
    },
  ];

  it('is a named table whose cells are announced with their column', () => {
    themed(<Table caption="Products" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.getAttribute('data-label')),
    ).toEqual(['Name', 'Price', null]);
    // The actions cell is the kit's unlabelled actions cell on a phone.
    expect(within(first!).getAllByRole('cell')[2]!.className).toContain('actions');
    expect(within(first!).getByRole('button', { name: 'Edit Kanna' })).toBeTruthy();
  });

  it('shows the empty message instead of an empty table', () => {
    themed(
      <Table
        caption="Products"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No Product Found"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No Product Found')).toBeTruthy();
  });
});

describe('ConfirmDialog', () => {
  it("asks docs/product.md §5's question, focuses Cancel, and acts only on confirm", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    themed(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure to delete?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog and renders nothing when closed', async () => {
    const user = userEvent.setup();
    const { rerender } = themed(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Cancel');
    rerender(
      <ThemeProvider theme={createTheme()}>
        <ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a form first: focus on its first field, Tab through fields and buttons, Confirm submits the form', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onConfirm = vi.fn();
    themed(
      <ConfirmDialog
        open
        message="Remove the product?"
        detail="Say why."
        confirmLabel="Remove"
        form="why-form"
        onConfirm={onConfirm}
        onCancel={() => {}}
      >
        <form id="why-form" onSubmit={submitted}>
          <label>
            Facts <input name="facts" />
          </label>
        </form>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the product?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Say why.').id);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Facts'));
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Remove');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Facts'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
