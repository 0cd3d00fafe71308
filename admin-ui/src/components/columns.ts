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
