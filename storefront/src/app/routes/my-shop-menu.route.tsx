import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    color: ${({ theme }) => theme.colors.brand};
    font-size: 1.2rem;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
  }
`;

/** SPEC §2 My shop menu: Products, Orders, View shop and Settings. */
export function MyShopMenuRoute() {
  const user = useSession()!;
  usePageTitle('My Shop – Torget');
  const entries = [
    { to: '/productlist/seller', label: 'Products', text: 'Create, edit and delete your products.' },
    {
      to: '/orderlist/seller',
      label: 'Orders',
      text: 'Incoming orders: mark Swish orders paid and delivered.',
    },
    { to: `/seller/${user._id}`, label: 'View shop', text: 'Your shop page as buyers see it.' },
    {
      to: '/seller_profile',
      label: 'Settings',
      text: 'Name, look and colours, contact and payment details.',
    },
  ];
  return (
    <>
      <h1>My Shop</h1>
      <nav aria-label="My Shop">
        <Grid>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Tile to={entry.to}>
                <strong>{entry.label}</strong>
                <span>{entry.text}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      </nav>
    </>
  );
}
