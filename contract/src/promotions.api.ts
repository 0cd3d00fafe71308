import { z } from 'zod';
import { defineCall } from './call';
import { orderPriceBody, orderPriceSchema } from './order-price.schema';
import {
  discountCodeBody,
  discountCodeParams,
  discountCodePatchBody,
  discountCodeSchema,
} from './promotions.schema';

const tag = 'Promotions';

export const promotionsApi = {
  listCodes: defineCall({
    method: 'GET',
    path: '/api/shops/me/discount-codes',
    summary: "The caller's shop's discount codes, newest first, each with its uses and what it gave",
    access: 'seller',
    tag,
    response: z.array(discountCodeSchema),
  }),
  createCode: defineCall({
    method: 'POST',
    path: '/api/shops/me/discount-codes',
    summary:
      "Make a discount code for the caller's shop (case-insensitive, unique per shop). 409 when the shop has the code already",
    access: 'seller',
    tag,
    body: discountCodeBody,
    response: discountCodeSchema,
    status: 201,
    errors: ['conflict'],
  }),
  pauseCode: defineCall({
    method: 'PATCH',
    path: '/api/shops/me/discount-codes/:id',
    summary: "Pause a code of the caller's shop or take it up again",
    access: 'seller',
    tag,
    params: discountCodeParams,
    body: discountCodePatchBody,
    response: discountCodeSchema,
    errors: ['not_found'],
  }),
  removeCode: defineCall({
    method: 'DELETE',
    path: '/api/shops/me/discount-codes/:id',
    summary: "Delete a code of the caller's shop (orders that used it keep their discount)",
    access: 'seller',
    tag,
    params: discountCodeParams,
    response: z.object({ _id: z.string() }),
    errors: ['not_found'],
  }),
  priceOrder: defineCall({
    method: 'POST',
    path: '/api/orders/price',
    summary:
      "Price a cart as placing it would (free shipping over the shop's limit, a discount code) without placing it; 400 saying why when the code does not apply",
    access: 'user',
    tag,
    body: orderPriceBody,
    response: orderPriceSchema,
    errors: ['bad_request'],
  }),
};
