import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { reviewsRoutes } from './reviews.routes';
import { Migration20261122100002Reviews } from './migrations/20261122100002-reviews';
import { Migration20261125110005ReviewVerified } from './migrations/20261125110005-review-verified';
import { Migration20261127120003ReviewRollups } from './migrations/20261127120003-review-rollups';
import { registerReviewSubscribers } from './review.subscribers';
import { ReviewSchema } from './review.entity';
import { ReviewService } from './review.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    reviews: ReviewService;
  }
}

export const reviewsModule: CoreModule = {
  name: 'reviews',
  entities: [ReviewSchema],
  migrations: [
    { name: '20261122100002-reviews', class: Migration20261122100002Reviews },
    { name: '20261125110005-review-verified', class: Migration20261125110005ReviewVerified },
    { name: '20261127120003-review-rollups', class: Migration20261127120003ReviewRollups },
  ],
  register(container) {
    container.register({ reviews: asClass(ReviewService).scoped() });
    registerReviewSubscribers(container);
  },
  routes: reviewsRoutes,
};
