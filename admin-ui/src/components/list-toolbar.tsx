import styled from 'styled-components';

/** The row above a list: filters and search, wrapping on a phone. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > * {
    margin-bottom: 0;
  }
`;

/** Rows of small action buttons in a table cell. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
`;

/** The id column: short on screen, whole for copying and screen readers. */
export const ShortId = styled.code`
  font-size: 0.85rem;
`;
