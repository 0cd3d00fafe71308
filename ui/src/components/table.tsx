import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export interface TableColumn<Row> {
  /** Column header; also the label shown beside the value when rows stack on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
  /** Hide the header visually (e.g. an actions column), keeping it for screen readers. */
  hideHeader?: boolean;
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

const Wrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  @media not all and ${({ theme }) => theme.wide} {
    border: 0;
    background: transparent;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(3)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  [data-align='end'] {
    text-align: end;
  }
  /* On a phone each row becomes a card: one line per column, its header beside the value. */
  @media not all and ${({ theme }) => theme.wide} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(3)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      text-align: end;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
      text-align: start;
    }
    td[data-label='']::before {
      content: none;
    }
    td[data-label=''] {
      justify-content: flex-end;
    }
  }
`;

/**
 * A data table with a caption and column headers (so screen readers announce each cell's column). Wide tables
 * scroll sideways on their own; on a phone each row stacks into a card with the header beside each value.
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, empty }: TableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <Wrap>
      <StyledTable>
        {hideCaption ? <VisuallyHidden as="caption">{caption}</VisuallyHidden> : <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-align={column.align}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-align={column.align}
                  data-label={column.hideHeader ? '' : column.header}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Wrap>
  );
}
