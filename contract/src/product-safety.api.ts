import { defineCall } from './call';
import { idParams } from './common';
import { productSafetyBody, productSafetySchema } from './product-safety.schema';

const tag = 'Products';

export const productSafetyApi = {
  get: defineCall({
    method: 'GET',
    path: '/api/products/:id/safety',
    summary:
      "A listed product's safety information: manufacturer, responsible person in the EU, identifier, warnings",
    access: 'public',
    tag,
    params: idParams,
    response: productSafetySchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/products/:id/safety',
    summary: "Set a product's safety information (its seller, or an admin)",
    access: 'seller',
    tag,
    params: idParams,
    body: productSafetyBody,
    response: productSafetySchema,
  }),
};
