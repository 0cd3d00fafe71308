import { render, screen } from '@testing-library/react';
import type { ShopTodoDto } from '@torget/contract';
import { ThemeRoot } from '@torget/ui';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TodoList } from './components/todo-list';

const none: ShopTodoDto = {
  awaitingPayment: 0,
  toShip: 0,
  notDelivered: 0,
  oldestNotDeliveredPaidAt: null,
  withdrawals: 0,
  lowStock: 0,
  outOfStock: 0,
  traderDetailsMissing: [],
  productsWithoutSafetyInfo: 0,
};

const show = (todo: ShopTodoDto) =>
  render(
    <ThemeRoot>
      <MemoryRouter>
        <TodoList todo={todo} />
      </MemoryRouter>
    </ThemeRoot>,
  );

describe('the shop’s to-do list', () => {
  it('asks for the trader details and the manufacturers the marketplace requires, each linking where to give them', () => {
    show({ ...none, traderDetailsMissing: ['id_document', 'payment_account'], productsWithoutSafetyInfo: 3 });
    const trader = screen.getByRole('link', { name: /trader details missing/ });
    expect(trader.getAttribute('href')).toBe('/trader_details');
    expect(trader.closest('li')!.textContent).toMatch(/^2/);
    const safety = screen.getByRole('link', { name: /products lack their manufacturer/ });
    expect(safety.getAttribute('href')).toBe('/productlist/seller');
  });

  it('says nothing of them when nothing is missing (or the marketplace does not require them)', () => {
    show(none);
    expect(screen.queryByRole('link', { name: /trader detail/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /manufacturer/ })).toBeNull();
  });
});
