import styled from 'styled-components';

/**
 * A list table that stays readable on a phone: wide screens get rows and columns; narrow ones get one card per
 * row, each cell labelled from its `data-label` (give every <td> the column's name).
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: left;
    vertical-align: middle;
  }

  td.actions > * {
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)}
      0;
  }

  /* On a phone each row is a card of label: value lines on the page's background. */
  @media not ${({ theme }) => theme.wide} {
    background: transparent;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr {
      display: block;
      background: ${({ theme }) => theme.colors.surface};
      margin-bottom: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }

    td {
      display: grid;
      grid-template-columns: 8rem 1fr;
      gap: ${({ theme }) => theme.space(2)};
      overflow-wrap: anywhere;
    }

    td::before {
      content: attr(data-label);
      font-weight: 700;
    }

    td.actions {
      display: block;
    }

    td.actions::before {
      content: none;
    }
  }

  @media ${({ theme }) => theme.wide} {
    border: 1px solid ${({ theme }) => theme.colors.border};

    th {
      border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr + tr td {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;
