import type { PaymentMethod } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import type { CartItem, ShippingAddress } from '../../../lib/cart-store';

/**
 * POST /api/orders. The server prices the order from the catalogue; `idempotencyKey` stays the same for every
 * retry of one checkout, so a repeated click or a retry after a lost answer never makes a second order.
 */
export const placeOrder = (
  input: { items: CartItem[]; shippingAddress: ShippingAddress; paymentMethod: PaymentMethod },
  idempotencyKey: string,
) =>
  apiClient.call(
    endpoints.orders.place,
    {
      body: {
        orderItems: input.items.map((line) => ({ product: line.product, qty: line.qty })),
        shippingAddress: input.shippingAddress,
        paymentMethod: input.paymentMethod,
      },
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
