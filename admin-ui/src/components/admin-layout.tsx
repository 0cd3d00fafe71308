import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  a {
    color: inherit;
  }
`;

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
`;

export function AdminLayout() {
  return (
    <>
      <Bar>
        <strong>Torget Admin</strong>
        <a href="/">Till startsida</a>
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
