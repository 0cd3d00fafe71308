import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'normal' | 'small';
  $block?: boolean;
}

/** Button looks, shared by <Button> and links that act as buttons (`styled(Link)\`${buttonStyles}\``). */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'small' ? '36px' : '44px')};
  padding: ${({ theme, $size }) => ($size === 'small' ? `0 ${theme.space(3)}` : `0 ${theme.space(5)}`)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${colors.surface};
          color: ${colors.brand};
          border-color: ${colors.brand};
        `;
      case 'danger':
        return css`
          background: ${colors.surface};
          color: ${colors.danger};
          border-color: ${colors.danger};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
        `;
      default:
        return css`
          background: ${colors.brand};
          color: ${colors.brandText};
        `;
    }
  }}

  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A button: primary by default; `$variant` secondary, danger or ghost; `$size="small"`; `$block` fills the row. */
export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
