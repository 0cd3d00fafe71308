import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme';
import { MenuGrid } from './menu-grid';

const entries = [
  { to: '/productlist', label: 'Products', text: "Every shop's products" },
  { to: '/userlist', label: 'Users', text: 'Approve sellers' },
];

describe('MenuGrid', () => {
  it('is a named navigation with one link per entry, label and description in its name', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <MenuGrid label="Admin menu" entries={entries} />
      </ThemeProvider>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Admin menu' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/productlist', "ProductsEvery shop's products"],
      ['/userlist', 'UsersApprove sellers'],
    ]);
  });

  it("renders the app's link component with `to`", () => {
    const RouterLink = ({ to, children }: { to: string; children?: ReactNode }) => (
      <a href={`#${to}`}>{children}</a>
    );
    render(
      <ThemeProvider theme={createTheme()}>
        <MenuGrid label="My Shop" entries={entries} linkAs={RouterLink} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: /^Users/ }).getAttribute('href')).toBe('#/userlist');
  });
});
