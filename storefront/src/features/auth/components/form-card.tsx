import { Card } from '@torget/ui';
import styled from 'styled-components';

/** A narrow card for the account forms: one column that reads well from phone to desktop. */
export const FormCard = styled(Card)`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(4)} auto;

  h1 {
    margin-top: 0;
  }

  form > button {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const FormLinks = styled.p`
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
