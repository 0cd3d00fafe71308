import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { routes } from './router';

const renderAt = (path: string) =>
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProvider>,
  );

describe('admin app shell', () => {
  it('shows the admin menu with Products, Orders, Users and Settings', () => {
    renderAt('/admin_menu');
    expect(screen.getByText('Torget Admin')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Products', '/productlist'],
        ['Orders', '/orderlist'],
        ['Users', '/userlist'],
        ['Settings', '/admin_settings'],
      ]),
    );
  });

  it.each([
    ['/admin_settings', 'Admin / Settings'],
    ['/user/42/edit', 'Edit user'],
    ['/productlist/pageNumber/2', 'Products'],
  ])('names the screen at %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });
});
