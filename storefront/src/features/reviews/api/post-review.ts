import type { ReviewInput } from '@torget/contract';
import { endpoints } from '@torget/contract/browser';
import { apiClient } from '../../../lib/api-client';

/** Posts the signed-in user's review; the server allows one per user and product. */
export const postReview = (productId: string, body: ReviewInput) =>
  apiClient.call(endpoints.products.review, { params: { id: productId }, body });
