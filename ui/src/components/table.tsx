import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ResponsiveTable } from './responsive-table';
import { VisuallyHidden } from './visually-hidden';

export interface TableColumn<Row> {
  /** Column header; also the label beside the value when rows stack on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right (wide screens). */
  align?: 'start' | 'end';
  /** An actions column: its header is for screen readers only and its cell is not labelled on a phone. */
  actions?: boolean;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (and on screen unless `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of an empty table. */
  empty?: ReactNode;
}

const Aligned = styled(ResponsiveTable)`
  caption {
    text-align: start;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(3)};
  }
  @media ${({ theme }) => theme.wide} {
    [data-align='end'] {
      text-align: end;
    }
    td.actions {
      text-align: end;
      white-space: nowrap;
    }
  }
`;

/**
 * The kit's ResponsiveTable driven by column definitions, so every cell gets its `data-label` and header from
 * one place: a named table on wide screens, one card per row on a phone.
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, empty }: TableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <Aligned>
      {hideCaption ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" data-align={column.align}>
              {column.actions ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.actions ? (
                <td key={column.header} className="actions">
                  {column.cell(row)}
                </td>
              ) : (
                <td key={column.header} data-label={column.header} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Aligned>
  );
}
