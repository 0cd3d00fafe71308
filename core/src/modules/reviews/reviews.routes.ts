import { api } from '@torget/contract';
import { route } from '../../http/route';

export const reviewsRoutes = [
  route(api.products.review, async ({ params, body, user, scope }) => {
    const review = await scope.reviews.add(user, params.id, body);
    return {
      _id: review.id,
      name: review.name,
      rating: review.rating,
      comment: review.comment,
      verified: review.verified,
      createdAt: review.createdAt.toISOString(),
    };
  }),
];
