import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  min-height: 60vh;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
`;

/** The page shell; the header is hidden on seller shop pages (SPEC §2 Shell). */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      {!pathname.startsWith('/seller') && <Header />}
      <Main>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
