import { asClass } from 'awilix';
import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { CoreModule } from '../index';
import { Migration20261122100002Reviews } from './migrations/20261122100002-reviews';
import { ReviewSchema } from './review.entity';
import { ReviewService } from './review.service';

declare module '../../container' {
  interface Cradle {
    reviews: ReviewService;
  }
}

export const reviewsModule: CoreModule = {
  name: 'reviews',
  entities: [ReviewSchema],
  migrations: [{ name: '20261122100002-reviews', class: Migration20261122100002Reviews }],
  register(container) {
    container.register({ reviews: asClass(ReviewService).scoped() });
  },
  routes: [
    route(api.products.review, async ({ params, body, user, scope }) => {
      const review = await scope.reviews.add(user, params.id, body);
      return {
        _id: review.id,
        name: review.name,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt.toISOString(),
      };
    }),
  ],
};
