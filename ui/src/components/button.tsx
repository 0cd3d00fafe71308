import styled from 'styled-components';

/** The primary action button; `$variant="secondary"` for the quieter one. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.brand)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.brand : theme.colors.surface)};
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
