import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOO_BIG_IMAGE_MESSAGE } from '@torget/ui';
import { fakeApi } from '@torget/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { makeProduct, PRODUCT_ID, productList } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { makeAccount, signInAs } from '../../testing/seller-fixtures';

// Whole-app journeys through lazy routes: generous on a busy machine (2 cores shared by several people).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signInAs(makeAccount()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.signOut();
});

const NEW_ID = '00000000-0000-4000-8000-0000000000aa';
const blank = makeProduct({ _id: NEW_ID, name: 'New product', price: 0, countInStock: 0, image: '' });

const api = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => ['Keramik'],
    'GET /api/products': () => productList([makeProduct()]),
    [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
    // As the server does: a blank product not saved yet is shown to its signed-in seller only.
    [`GET /api/products/${NEW_ID}`]: (request) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer '))
        throw { status: 404, body: { message: 'Product Not Found', code: 'PRODUCT_NOT_FOUND' } };
      return { ...blank, reviews: [] };
    },
    ...extra,
  });

describe('seller products', () => {
  it('lists own products with Edit and Delete, asking before deleting', async () => {
    const fetch = api({
      [`DELETE /api/products/${PRODUCT_ID}`]: () => ({ message: 'Product Deleted', _id: PRODUCT_ID }),
    });
    renderApp('/productlist/seller');
    expect(await screen.findByText('Mugg i stengods')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Mugg i stengods' }).getAttribute('href')).toBe(
      `/product/${PRODUCT_ID}/edit/seller`,
    );
    const listCall = fetch.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/products?'));
    expect(listCall).toContain('seller=');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mugg i stengods' }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it("shows the plan limit refusal with the server's message and a link to the plans", async () => {
    api({
      'POST /api/products': () => {
        throw {
          status: 403,
          body: {
            message:
              'Your plan (plan 1) allows at most 5 products. Upgrade to plan 2 to sell up to 50 products.',
            code: 'PRODUCT_LIMIT_REACHED',
          },
        };
      },
    });
    renderApp('/productlist/seller');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(/allows at most 5 products/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/seller_info_2');
  });

  it('creates a blank product, edits it in create mode and returns to the list on Update', async () => {
    let saved: Record<string, unknown> | null = null;
    api({
      'POST /api/products': () => blank,
      [`PUT /api/products/${NEW_ID}`]: async (request) => {
        saved = (await request.json()) as Record<string, unknown>;
        if (!saved.name)
          throw { status: 400, body: { message: 'Please enter the product name.', field: 'name' } };
        return { ...blank, ...saved };
      },
    });
    const { router } = renderApp('/productlist/seller');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('heading', { name: 'Create Product' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/product/${NEW_ID}/edit/seller`);

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Please enter the product name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'Skål' } });
    fireEvent.change(screen.getByLabelText('Price (SEK)'), { target: { value: '199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist/seller'));
    expect(saved).toMatchObject({ name: 'Skål', price: '199' });
  });

  it('deletes the blank product when create mode is cancelled or left without saving', async () => {
    const deleted: string[] = [];
    api({
      [`DELETE /api/products/${NEW_ID}`]: () => {
        deleted.push(NEW_ID);
        return { message: 'Product Deleted', _id: NEW_ID };
      },
    });
    const { router } = renderApp(`/product/${NEW_ID}/edit/seller?create=1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist/seller'));
    expect(deleted).toHaveLength(1);

    await router.navigate(`/product/${NEW_ID}/edit/seller?create=1`);
    await screen.findByRole('heading', { name: 'Create Product' });
    // A link in the shell leaves the page: held, and the seller chooses.
    fireEvent.click(screen.getByRole('link', { name: 'Torget' }));
    const stay = await screen.findByRole('button', { name: 'Keep editing' });
    expect(router.state.location.pathname).toBe(`/product/${NEW_ID}/edit/seller`);
    fireEvent.click(stay);
    fireEvent.click(screen.getByRole('link', { name: 'Torget' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleted).toHaveLength(2);
  });

  it("says 'Too big image. Max size: 4 MB.' when the upload is refused with 413", async () => {
    api({
      'POST /api/uploads': () => {
        throw { status: 413, body: { message: 'Too big image. Max size: 4 MB.', code: 'FILE_TOO_LARGE' } };
      },
    });
    renderApp(`/product/${PRODUCT_ID}/edit/seller`);
    const input = await screen.findByLabelText('Choose another image');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(8)], 'big.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(TOO_BIG_IMAGE_MESSAGE)).toBeTruthy();
  });
});
