import { msg } from '../../shared/messages';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewInput } from '@torget/contract';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../shared/errors';
import type { User } from '../users/user.entity';
import { ReviewSchema, type Review } from './review.entity';
import { hasPaidFor } from './verified-purchase';

interface Deps {
  em: EntityManager;
  catalogueVersion: CatalogueVersion;
}

const alreadyReviewed = () => new BadRequestError(msg('reviews.alreadyReviewed'), 'ALREADY_REVIEWED');

/** Reviews, with the product's and the seller's rating kept equal to what their reviews say. */
export class ReviewService {
  constructor(private readonly deps: Deps) {}

  async add(actor: User, productId: string, input: ReviewInput): Promise<Review> {
    try {
      const review = await this.deps.em.transactional(async (em) => {
        // Locking the product, then its seller, serialises reviews that change the same averages.
        const [product] = await em.execute<{ seller_id: string; is_seller: boolean }[]>(
          `select p.seller_id, u.is_seller from products p join users u on u.id = p.seller_id
           where p.id = ? for update of p`,
          [productId],
        );
        if (!product || !product.is_seller)
          throw new NotFoundError(msg('products.notFound'), 'PRODUCT_NOT_FOUND');
        if (product.seller_id === actor.id)
          throw new ForbiddenError(msg('reviews.ownProduct'), 'OWN_PRODUCT');
        await em.execute('select 1 from users where id = ? for update', [product.seller_id]);
        if (await em.count(ReviewSchema, { product: productId, user: actor.id })) throw alreadyReviewed();

        const created = em.create(ReviewSchema, {
          product: productId,
          user: actor.id,
          name: actor.name,
          rating: input.rating,
          comment: input.comment,
          verified: await hasPaidFor(em, actor.id, productId),
        });
        await em.flush();
        await this.recompute(em, productId, product.seller_id);
        return created;
      });
      await this.deps.catalogueVersion.bump();
      return review;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw alreadyReviewed();
      throw error;
    }
  }

  private async recompute(em: EntityManager, productId: string, sellerId: string): Promise<void> {
    await em.execute(
      `update products set
         rating = coalesce((select avg(rating) from reviews where product_id = ?), 0),
         num_reviews = (select count(*) from reviews where product_id = ?)
       where id = ?`,
      [productId, productId, productId],
    );
    await em.execute(
      `update users set
         seller_rating = coalesce((select avg(r.rating) from reviews r join products p on p.id = r.product_id
                                   where p.seller_id = ?), 0),
         seller_num_reviews = (select count(*) from reviews r join products p on p.id = r.product_id
                               where p.seller_id = ?)
       where id = ?`,
      [sellerId, sellerId, sellerId],
    );
  }
}
