import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** SPEC §2 shell: copyright 2021 and the company address. */
export function Footer() {
  return <Bar>© 2021 Torget AB · Storgatan 1, 111 22 Stockholm</Bar>;
}
