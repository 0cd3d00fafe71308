import { css } from 'styled-components';

/**
 * The links and buttons of a menu list (the header's dropdowns, the shell's sidebars): full-width rows in the
 * text colour, a hover background, greyed out when `aria-disabled`. The list adds its own sizes.
 */
export const menuItemStyles = css`
  a,
  button {
    width: 100%;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  [aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;
