import styled from 'styled-components';

/**
 * A screen's side-by-side parts (a report beside the listing, an application beside its checklist): as many
 * columns of at least 22rem as fit, one on a phone.
 */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;

  h2 {
    margin-top: 0;
    font-size: 1.15rem;
  }
`;

/** Facts as a definition list: each name small and muted above its value, long values wrapping. */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }

  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
