import type { ProductDto } from '@torget/contract';
import { fireEvent, render, screen } from '@testing-library/react';
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
};

const renderForm = (props: Partial<Parameters<typeof ProductForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <ProductForm product={product} onSubmit={onSubmit} upload={async () => '/u.webp'} {...props} />
    </ThemeProvider>,
  );
  return onSubmit;
};

describe('ProductForm', () => {
  it('sends every field of the update call with what was typed', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Stor mugg' } });
    fireEvent.change(screen.getByLabelText('Price (SEK)'), { target: { value: '149,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Stor mugg',
      price: '149,90',
      image: '',
      category: 'Kök',
      brand: 'Keramik',
      countInStock: '3',
      description: '',
      shipping_price: '0',
      shipping_info: '',
    });
  });

  it('shows a message beside the field it is about', () => {
    renderForm({ errors: { price: 'Price must be a number' } });
    const price = screen.getByLabelText('Price (SEK)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Price must be a number',
    );
  });
});
