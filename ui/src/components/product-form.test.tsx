import type { ProductDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme';
import { ProductForm } from './product-form';

const product: ProductDto = {
  _id: 'p1',
  name: 'Mugg',
  image: '',
  brand: 'Keramik',
  category: 'Kök',
  description: '',
  price: 129.5,
  shipping_price: 0,
  shipping_info: '',
  vat_rate: 25,
  countInStock: 3,
  rating: 0,
  numReviews: 0,
  seller: { _id: 's1', seller: { name: 'Butik', logo: '', rating: 0, numReviews: 0 } },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  images: [],
  options: [],
  variants: [],
  sale: null,
};

const renderForm = (
  props: Partial<Parameters<typeof ProductForm>[0]> = {},
  onSubmit = vi.fn(async (_values: unknown) => undefined),
) => {
  render(
    <ThemeProvider theme={createTheme()}>
      <ProductForm product={product} onSubmit={onSubmit} upload={async () => '/u.webp'} {...props} />
    </ThemeProvider>,
  );
  return onSubmit;
};

describe('ProductForm', () => {
  it('sends every field of the update call with what was typed', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Stor mugg' } });
    fireEvent.change(screen.getByLabelText('Price (SEK)'), { target: { value: '149,90' } });
    fireEvent.change(screen.getByLabelText('VAT rate'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Stor mugg',
      price: '149,90',
      image: '',
      category: 'Kök',
      brand: 'Keramik',
      countInStock: '3',
      description: '',
      shipping_price: '0',
      shipping_info: '',
      vat_rate: '12',
      images: [],
      options: [],
      variants: [],
    });
  });

  it("adds sizes as chips, fills the variant grid, sets a price for all and shows a row's refusal in its cell", async () => {
    const onSubmit = renderForm(
      {},
      vi.fn(async () => {
        throw new ApiError(
          'Variant 2: GTIN must be 8, 12, 13 or 14 digits with a valid check digit',
          400,
          'VALIDATION',
          'variants.1.gtin',
        );
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    const value = screen.getByLabelText('New value of Size');
    fireEvent.change(value, { target: { value: 'S' } });
    fireEvent.keyDown(value, { key: 'Enter' });
    fireEvent.change(value, { target: { value: 'M' } });
    fireEvent.keyDown(value, { key: 'Enter' });
    // The price and stock fields give way to the grid.
    expect(screen.queryByLabelText('Price (SEK)')).toBeNull();
    const grid = screen.getByRole('table', { name: 'Variants' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Price for every variant'), { target: { value: '199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the price for all' }));
    expect((screen.getByLabelText('Price (SEK), Size M') as HTMLInputElement).value).toBe('199');
    fireEvent.change(screen.getByLabelText('GTIN/EAN, Size M'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, price: '199', countInStock: '0' },
        { options: { Size: 'M' }, price: '199', gtin: '123' },
      ],
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(grid.textContent).toContain('Variant 2: GTIN must be');
    // Removing a combination keeps it listed, not sold, with a way back.
    fireEvent.click(screen.getByRole('button', { name: 'Stop selling Size S' }));
    expect(screen.getByRole('button', { name: 'Sell Size S again' })).toBeTruthy();
  });

  it("shows the server's refusal beside the field it names", async () => {
    renderForm(
      {},
      vi.fn(async () => {
        throw new ApiError('Price must be a number', 400, 'VALIDATION', 'price');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const price = screen.getByLabelText('Price (SEK)');
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Price must be a number',
    );
  });

  it('offers a VAT-registered shop 25, 12 and 6 %', () => {
    renderForm();
    const options = [...(screen.getByLabelText('VAT rate') as HTMLSelectElement).options];
    expect(options.map((option) => option.textContent)).toEqual(['25 %', '12 %', '6 %']);
  });

  it('shows a shop that is not VAT-registered its 0 % as a fixed note', () => {
    renderForm({ product: { ...product, vat_rate: 0 } });
    expect(screen.queryByLabelText('VAT rate')).toBeNull();
    expect(screen.getByText('0 % (the shop is not registered for VAT)')).toBeTruthy();
  });

  it('lets the admin see and correct any rate, 0 % included', () => {
    renderForm({ product: { ...product, vat_rate: 0 }, allVatRates: true });
    const select = screen.getByLabelText('VAT rate') as HTMLSelectElement;
    expect(select.value).toBe('0');
    expect([...select.options].map((option) => option.value)).toEqual(['25', '12', '6', '0']);
  });
});
