import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@torget/ui/testing';
import { cartStore } from '../lib/cart-store';
import { session } from '../lib/session';
import { makeProduct, makeReview, makeShop, PRODUCT_ID, productList, SHOP_ID } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  session.signOut();
});

const browsing = (extra: Record<string, (request: Request) => unknown> = {}) =>
  fakeApi({
    'GET /api/products/categories': () => ['Keramik', 'Textil'],
    'GET /api/users/top-sellers': () => [
      { _id: SHOP_ID, seller: { name: 'Keramikverkstan', logo: '', rating: 4.5, numReviews: 2 } },
    ],
    'GET /api/products': () => productList([makeProduct()]),
    [`GET /api/shops/${SHOP_ID}`]: () => makeShop(),
    [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews: [] }),
    ...extra,
  });

describe('storefront shell', () => {
  it('shows the brand, Top Sellers, Featured Products, the footer and Create an account for visitors', async () => {
    browsing();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Torget' })).toBeTruthy();
    expect(screen.getByText(/© 2021/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Keramikverkstan/ })).getAttribute('href')).toBe(
      `/seller/${SHOP_ID}`,
    );
    expect(await screen.findByRole('link', { name: 'Mugg i stengods' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?redirect=/',
    );
  });

  it("says 'No Seller Found' when there are no shops", async () => {
    browsing({ 'GET /api/users/top-sellers': () => [] });
    renderApp('/');
    expect(await screen.findByText('No Seller Found')).toBeTruthy();
  });

  it('answers unknown pages with a not-found page', async () => {
    browsing();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides the header on shop pages', async () => {
    browsing();
    renderApp(`/seller/${SHOP_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keramikverkstan' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('keeps the header on the seller information pages', async () => {
    browsing({ 'GET /api/settings': () => ({ become_seller_text_1: '<p>Sälj hos oss</p>' }) });
    renderApp('/seller_info_1');
    expect(await screen.findByText('Sälj hos oss')).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('sends the search box to /search/name/{q}', async () => {
    browsing();
    const { router } = renderApp('/');
    fireEvent.change(await screen.findByLabelText('Search products'), { target: { value: 'mugg' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/name/mugg'));
  });

  it('counts items, not lines, in the cart badge', async () => {
    browsing();
    cartStore.set([
      { ...cartLine(), qty: 2 },
      { ...cartLine(), product: 'other', qty: 1 },
    ]);
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Cart, 3 items/ })).toBeTruthy();
  });
});

const cartLine = () => ({
  product: PRODUCT_ID,
  name: 'Mugg',
  image: '',
  price: 10,
  countInStock: 5,
  qty: 1,
  shipping_price: 0,
  shipping_info: '',
  seller: { _id: SHOP_ID, name: 'Keramikverkstan' },
});

describe('a seller on its own domain', () => {
  it('renders nothing until the domain lookup answers, then that shop with its name as the title', async () => {
    let answer: (value: unknown) => void = () => {};
    browsing({
      'GET /api/users/domain_seller/butik.example': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = renderApp('/', { hostname: 'butik.example' });
    expect(container.innerHTML).toBe('');
    answer({ _id: SHOP_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Keramikverkstan' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Keramikverkstan'));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('shows the marketplace when the lookup fails', async () => {
    browsing();
    renderApp('/', { hostname: 'unknown.example' });
    expect(await screen.findByRole('heading', { name: 'Top Sellers' })).toBeTruthy();
  });
});

describe('product page', () => {
  it('shows price, per-item shipping, stock, quantities 1..stock and adds to the cart by URL', async () => {
    browsing();
    const { router } = renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Mugg i stengods' })).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('per item')).toBeTruthy();
    const qty = screen.getByLabelText('Qty') as HTMLSelectElement;
    expect([...qty.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cart/${PRODUCT_ID}/2`));
  });

  it("says Unavailable and offers no cart button when out of stock; 'There is no review.'", async () => {
    browsing({
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct({ countInStock: 0 }), reviews: [] }),
    });
    renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByText('There is no review.')).toBeTruthy();
    expect(screen.getByText(/to write a review/).textContent).toBe('Please Sign In to write a review');
  });

  it('answers a product that does not exist with a not-found page', async () => {
    browsing({
      [`GET /api/products/${PRODUCT_ID}`]: () => {
        throw { status: 404, body: { message: 'Product Not Found', code: 'NOT_FOUND' } };
      },
    });
    renderApp(`/product/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
  });

  it('checks the review form, posts it and shows the server message for a second review', async () => {
    session.signIn({
      _id: 'u1',
      name: 'Kim',
      email: 'k@x.se',
      token: 't',
      is_admin: false,
      is_seller: false,
      wants_to_be_seller: false,
    });
    let reviews = [makeReview()];
    let posted = 0;
    browsing({
      [`GET /api/products/${PRODUCT_ID}`]: () => ({ ...makeProduct(), reviews }),
      [`POST /api/products/${PRODUCT_ID}/reviews`]: async (request) => {
        posted += 1;
        if (posted > 1)
          throw { status: 409, body: { message: 'You already reviewed this product', code: 'X' } };
        const body = (await request.json()) as { rating: number; comment: string };
        reviews = [...reviews, makeReview({ _id: 'r2', name: 'Kim', ...body })];
        return reviews.at(-1);
      },
    });
    renderApp(`/product/${PRODUCT_ID}`);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter rating.')).toBeTruthy();
    expect(screen.getByText('Please enter comment.')).toBeTruthy();
    expect(posted).toBe(0);
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Perfect size' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Review Submitted Successfully')).toBeTruthy();
    expect(await screen.findByText('Perfect size')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Again' } });
    fireEvent.click(submit);
    expect(await screen.findByText('You already reviewed this product')).toBeTruthy();
  });
});

describe('search', () => {
  it("reads filters from the URL, asks the API with them and says 'No Product Found'", async () => {
    const api = browsing({ 'GET /api/products': () => productList([]) });
    renderApp('/search/category/Keramik/name/mugg/min/10/max/100/rating/4/order/lowest/pageNumber/2');
    expect(await screen.findByText('No Product Found')).toBeTruthy();
    const asked = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/products')!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      category: 'Keramik',
      name: 'mugg',
      min: '10',
      max: '100',
      rating: '4',
      order: 'lowest',
      pageNumber: '2',
    });
  });

  it('rewrites the URL when the sort changes, back to page 1', async () => {
    browsing();
    const { router } = renderApp('/search/name/mugg');
    fireEvent.change(await screen.findByLabelText('Sort by'), { target: { value: 'toprated' } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/search/category/all/name/mugg/min/0/max/0/rating/0/order/toprated/pageNumber/1',
      ),
    );
  });

  it('keeps a filter chosen just before the sort, even when the sort comes before the screen has redrawn', async () => {
    browsing();
    const { router } = renderApp('/search/name/mugg');
    const textil = (await screen.findAllByRole('link', { name: 'Textil' }))[0]!;
    const sort = screen.getByLabelText('Sort by');
    // Both in one act: nothing is drawn between them unless the click draws at once, as a quick second
    // choice on a slow phone meets the first one's navigation not yet on screen.
    act(() => {
      fireEvent.click(textil);
      fireEvent.change(sort, { target: { value: 'lowest' } });
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/search/category/Textil/name/mugg/min/0/max/0/rating/0/order/lowest/pageNumber/1',
      ),
    );
  });

  it('says "more than" and claims no last page when the server counted only a few pages ahead', async () => {
    browsing({ 'GET /api/products': () => ({ ...productList([makeProduct()], 3), morePages: true }) });
    renderApp('/search/name/');
    expect(await screen.findByText('More than 72 results')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3']);
    expect(pager.textContent).toContain('More pages follow');
  });

  it('shows only the generic message when the product list fails (docs/product.md §8)', async () => {
    browsing({
      'GET /api/products': () => {
        throw { status: 500, body: { message: 'relation "x" does not exist', code: 'X' } };
      },
    });
    renderApp('/search/name/');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Something went wrong/);
  });
});
