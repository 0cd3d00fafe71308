import styled from 'styled-components';

/**
 * A form's group of fields under a `<legend>` (a fieldset without the browser's frame). A fieldset is as wide
 * as its widest content unless told otherwise (`min-width: 0`), so its fields shrink on a 320 px phone too.
 */
export const FieldGroup = styled.fieldset`
  display: grid;
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  border: 0;

  /* No inline padding (the browser gives a legend some), so the legend lines up with the heading above. */
  legend {
    padding: 0;
    font-weight: 700;
    font-size: 1.15rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;
