import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** docs/product.md §2 shell: copyright 2021 and the company address. */
export function Footer() {
  return (
    <Bar>
      © 2021 Torget AB ·{' '}
      <address style={{ display: 'inline', fontStyle: 'normal' }}>Storgatan 1, 111 22 Stockholm</address>
    </Bar>
  );
}
