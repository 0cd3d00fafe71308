import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import {
  orderListQuery,
  orderPageQuery,
  orderPageSchema,
  orderSchema,
  orderStatusBody,
  placeOrderBody,
  placeOrderHeaders,
  refundOrderBody,
  refundOrderHeaders,
} from './orders.schema';
import { withdrawalBody, withdrawalParams } from './withdrawal.schema';

const tag = 'Orders';

export const ordersApi = {
  place: defineCall({
    method: 'POST',
    path: '/api/orders',
    summary: 'Place an order priced from the catalogue (send Idempotency-Key to make retries safe)',
    access: 'user',
    tag,
    headers: placeOrderHeaders,
    body: placeOrderBody,
    response: orderSchema,
    status: 201,
    errors: ['conflict', 'unprocessable'],
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/orders/mine',
    summary: "The caller's orders, newest first",
    access: 'user',
    tag,
    response: z.array(orderSchema),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/orders',
    summary: "Orders: admins all (or one seller's), sellers their own incoming",
    access: 'seller',
    tag,
    query: orderListQuery,
    response: z.array(orderSchema),
  }),
  paged: defineCall({
    method: 'GET',
    path: '/api/orders/paged',
    summary:
      "A page of orders: admins all (or one seller's), sellers their own incoming; newest or oldest first",
    access: 'seller',
    tag,
    query: orderPageQuery,
    response: orderPageSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/orders/:id',
    summary: 'An order (its buyer, its seller or an admin)',
    access: 'user',
    tag,
    params: idParams,
    response: orderSchema,
  }),
  updateStatus: defineCall({
    method: 'PUT',
    path: '/api/orders/:id/update',
    summary:
      'Mark an order paid (a method the shop confirms by hand) and/or delivered (its seller or an admin)',
    access: 'user',
    tag,
    params: idParams,
    body: orderStatusBody,
    response: orderSchema,
    errors: ['forbidden', 'conflict'],
  }),
  pay: defineCall({
    method: 'PUT',
    path: '/api/orders/:id/pay',
    summary: "Hand the payment provider's result for verification",
    access: 'user',
    tag,
    params: idParams,
    body: z.record(z.string(), z.unknown()),
    response: orderSchema,
    errors: ['forbidden', 'upstream_unavailable'],
  }),
  refund: defineCall({
    method: 'POST',
    path: '/api/orders/:id/refund',
    summary:
      "Refund all or part of a paid order through its payment provider (its seller or an admin); the buyer is mailed. Send Idempotency-Key to make retries safe. 409 when it is not paid, nothing is left, the amount is more than is left, or the method's provider cannot refund (the shop refunds outside Torget)",
    access: 'user',
    tag,
    params: idParams,
    headers: refundOrderHeaders,
    body: refundOrderBody,
    response: orderSchema,
    errors: ['forbidden', 'conflict', 'unprocessable', 'upstream_unavailable'],
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/orders/:id/withdrawal',
    summary:
      'Withdraw from (part of) a paid or delivered order: its buyer only, from placing it until 14 days after delivery: all that is left of a line, or some of its units (the rest can be withdrawn later). The buyer gets an acknowledgement mail and the shop a mail; the shop refunds. 400 when more units are asked than are left; 409 when the period is over, the order is unpaid or nothing of a line is left',
    access: 'user',
    tag,
    params: idParams,
    body: withdrawalBody,
    response: orderSchema,
    status: 201,
    errors: ['forbidden', 'conflict'],
  }),
  withdrawalRefundedOutside: defineCall({
    method: 'POST',
    path: '/api/orders/:id/withdrawals/:withdrawalId/refunded-outside',
    summary:
      "The order's shop says it refunded a withdrawal outside Torget (e.g. a payment the shop took by hand, paid back from its bank): recorded with the date, the withdrawal is no longer owed and leaves the shop's withdrawals to handle. 409 when it is already marked or already refunded through Torget",
    access: 'user',
    tag,
    params: withdrawalParams,
    response: orderSchema,
    errors: ['forbidden', 'conflict'],
  }),
  withdrawalReturnReceived: defineCall({
    method: 'POST',
    path: '/api/orders/:id/withdrawals/:withdrawalId/return-received',
    summary:
      "The order's shop says the goods of a withdrawal came back ('Retur mottagen'): recorded with the date on the withdrawal, and its refund box then suggests what is still owed for it. Only the shop; 409 when it is already marked",
    access: 'user',
    tag,
    params: withdrawalParams,
    response: orderSchema,
    errors: ['forbidden', 'conflict'],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/orders/:id',
    summary:
      'Delete an unpaid, undelivered order (buyer, seller or admin); stock is returned. A payment still open at the provider is cancelled first (502 when the provider cannot be reached: the order stays)',
    access: 'user',
    tag,
    params: idParams,
    response: z.object({ _id: z.string() }),
    errors: ['bad_request', 'conflict', 'upstream_unavailable'],
  }),
};
