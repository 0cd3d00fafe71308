import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import type { CartItem } from '../../../lib/cart-store';

/**
 * POST /api/orders/price: the cart priced by the server as placing it would (the shop's free-shipping limit,
 * a discount code, the delivery option chosen). A code that does not apply throws the server's reason, in
 * the reader's language.
 */
export const priceOrder = (items: CartItem[], discountCode?: string, deliveryOptionId?: string) =>
  apiClient.call(endpoints.promotions.priceOrder, {
    body: {
      orderItems: items.map((line) => ({ product: line.product, variant: line.variant, qty: line.qty })),
      discountCode,
      deliveryOptionId,
    },
  });
