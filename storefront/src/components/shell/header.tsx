import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  background: ${({ theme }) => theme.colors.brand};
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.surface};
  font-size: 1.4rem;
  font-weight: 700;
  text-decoration: none;
`;

export function Header() {
  return (
    <Bar>
      <Brand to="/">Torget</Brand>
    </Bar>
  );
}
