import { defineCall } from './call';
import { idParams } from './common';
import {
  carrierListSchema,
  deliveryOptionBody,
  deliveryOptionListSchema,
  deliveryOptionParams,
  deliveryOptionSchema,
  servicePointListSchema,
  servicePointQuery,
} from './delivery.schema';

const tag = 'Delivery';

export const deliveryApi = {
  mine: defineCall({
    method: 'GET',
    path: '/api/shops/me/delivery-options',
    summary: "The caller's shop's delivery options, by position",
    access: 'seller',
    tag,
    response: deliveryOptionListSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/shops/me/delivery-options',
    summary:
      "Add a delivery option to the caller's shop (a service point option names an installed carrier; its settings are checked against the carrier's declarations)",
    access: 'seller',
    tag,
    body: deliveryOptionBody,
    response: deliveryOptionSchema,
    status: 201,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/shops/me/delivery-options/:id',
    summary: "Change one of the caller's shop's delivery options",
    access: 'seller',
    tag,
    params: idParams,
    body: deliveryOptionBody,
    response: deliveryOptionSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/shops/me/delivery-options/:id',
    summary: "Remove one of the caller's shop's delivery options (orders keep what was chosen)",
    access: 'seller',
    tag,
    params: idParams,
    response: deliveryOptionListSchema,
  }),
  carriers: defineCall({
    method: 'GET',
    path: '/api/carriers',
    summary: "The installed carriers: their names, whether they run as a demo, and their options' settings",
    access: 'seller',
    tag,
    response: carrierListSchema,
  }),
  shopOptions: defineCall({
    method: 'GET',
    path: '/api/shops/:id/delivery-options',
    summary:
      "The delivery options a shop's buyers can choose now, by position (empty: the shop ships the standard way, each item's shipping price)",
    access: 'public',
    tag,
    params: idParams,
    response: deliveryOptionListSchema,
  }),
  servicePoints: defineCall({
    method: 'GET',
    path: '/api/delivery-options/:optionId/service-points',
    summary:
      "The 5 service points of the option's carrier nearest a postal code, nearest first. A carrier that does not answer within 3 s gets a 400 CARRIER_UNAVAILABLE saying so (choose another option or try again)",
    access: 'user',
    tag,
    params: deliveryOptionParams,
    query: servicePointQuery,
    response: servicePointListSchema,
    errors: ['bad_request'],
  }),
};
