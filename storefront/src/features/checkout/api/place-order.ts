import type { PaymentMethod } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';
import type { CartItem, ShippingAddress } from '../../../lib/cart-store';
import type { DeliveryChoice } from '../lib/delivery-choice';

/**
 * POST /api/orders. The server prices the order from the catalogue; `idempotencyKey` stays the same for every
 * retry of one checkout, so a repeated click or a retry after a lost answer never makes a second order.
 */
export const placeOrder = (
  input: {
    items: CartItem[];
    shippingAddress: ShippingAddress;
    paymentMethod: PaymentMethod;
    /** The shop's delivery option and ombud; null for a shop without options (the standard shipping). */
    delivery?: DeliveryChoice | null;
    /** The discount code the buyer applied; the server checks it again and refuses the order if it no longer applies. */
    discountCode?: string;
  },
  idempotencyKey: string,
) =>
  apiClient.call(
    endpoints.orders.place,
    {
      body: {
        orderItems: input.items.map((line) => ({
          product: line.product,
          variant: line.variant,
          qty: line.qty,
        })),
        shippingAddress: input.shippingAddress,
        paymentMethod: input.paymentMethod,
        discountCode: input.discountCode,
        ...(input.delivery
          ? {
              deliveryOptionId: input.delivery.option._id,
              ...(input.delivery.servicePoint ? { servicePointId: input.delivery.servicePoint.id } : {}),
            }
          : {}),
      },
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
