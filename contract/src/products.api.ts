import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import {
  adminProductListQuery,
  adminProductPageSchema,
  productDetailSchema,
  productListQuery,
  productListSchema,
  productSchema,
  productUpdateBody,
  reviewBody,
  reviewSchema,
} from './products.schema';

const tag = 'Products';

export const productsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/products',
    summary: 'Search and page products of open shops',
    access: 'public',
    tag,
    query: productListQuery,
    response: productListSchema,
  }),
  all: defineCall({
    method: 'GET',
    path: '/api/products/all',
    summary: 'Every product of every shop, open or closed, newest first, paged (admin)',
    access: 'admin',
    tag,
    query: adminProductListQuery,
    response: adminProductPageSchema,
  }),
  categories: defineCall({
    method: 'GET',
    path: '/api/products/categories',
    summary: 'Distinct categories of products on sale, sorted',
    access: 'public',
    tag,
    response: z.array(z.string()),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/products/:id',
    summary: 'A product with its reviews',
    access: 'public',
    tag,
    params: idParams,
    response: productDetailSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/products',
    summary: "Create a blank product in the caller's shop (plan limits apply)",
    access: 'seller',
    tag,
    response: productSchema,
    status: 201,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/products/:id',
    summary: 'Update a product (its seller or an admin)',
    access: 'seller',
    tag,
    params: idParams,
    body: productUpdateBody,
    response: productSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/products/:id',
    summary: 'Delete a product (its seller or an admin)',
    access: 'seller',
    tag,
    params: idParams,
    response: z.object({ message: z.string(), _id: z.string() }),
  }),
  review: defineCall({
    method: 'POST',
    path: '/api/products/:id/reviews',
    summary: 'Review a product (one review per user; not your own product)',
    access: 'user',
    tag,
    params: idParams,
    body: reviewBody,
    response: reviewSchema,
    status: 201,
    errors: ['forbidden'],
  }),
};
