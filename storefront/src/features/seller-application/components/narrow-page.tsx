import styled from 'styled-components';

/** The application screens' column: a readable form width on desktop, the full width on a phone. */
export const NarrowPage = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;
