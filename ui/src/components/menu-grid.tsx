import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a`
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
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export interface MenuGridEntry {
  to: string;
  label: string;
  /** One line under the label: what is behind the tile. */
  text: string;
}

export interface MenuGridProps {
  /** Names the navigation landmark ('Admin menu', 'My Shop'). */
  label: string;
  entries: MenuGridEntry[];
  /** The app's link component (react-router's Link); plain <a> by default. */
  linkAs?: ComponentType<{ to: string; children?: ReactNode }> | 'a';
}

/** A menu page's tiles (docs/product.md §2 admin menu, my shop menu): one large link per entry, as many per row as fit. */
export function MenuGrid({ label, entries, linkAs = 'a' }: MenuGridProps) {
  return (
    <nav aria-label={label}>
      <Grid>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Tile as={linkAs} {...(linkAs === 'a' ? { href: entry.to } : { to: entry.to })}>
              <strong>{entry.label}</strong>
              <span>{entry.text}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
