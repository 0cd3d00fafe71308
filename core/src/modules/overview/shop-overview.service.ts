import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShopOverviewDto, ShopOverviewQuery } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { productLimitFor } from '../products/product.rules';
import { toPaymentShop } from '../users/payment-shop';
import { UserSchema } from '../users/user.entity';
import type { User } from '../users/user.entity';
import { readFigures } from './figures';
import { periodOf } from './period';
import { salesFigures, salesOf } from './sales.query';
import { shopFor, shopNotFound } from './shop-access';
import {
  bestSellers,
  currentRating,
  latestReviews,
  orderTodo,
  productCount,
  ratingOverTime,
  stockTodo,
  withdrawalsToHandle,
} from './shop-figures.query';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
}

/**
 * A shop's overview, scoped to the shop the caller may read: each figure one query in PostgreSQL, all of
 * them sent as one statement. The shop's own row is the caller's (already read by the sign-in, so not
 * read again) unless an admin names another shop.
 */
export class ShopOverviewService {
  constructor(private readonly deps: Deps) {}

  async overview(actor: User, query: ShopOverviewQuery): Promise<ShopOverviewDto> {
    const { owner, period, figures } = await this.figures(actor, query);
    const answers = await readFigures(this.deps.em, figures);
    const plan = owner.seller.plan ?? 1;
    return {
      shop: { _id: owner.id, name: owner.seller.name },
      sales: salesOf(period, answers.salesPoints, answers.salesBefore),
      todo: { ...answers.orders, withdrawals: answers.withdrawals, ...answers.stock },
      bestSellers: answers.sellers,
      latestReviews: answers.reviews,
      rating: { ...answers.rating, points: answers.ratingPoints },
      plan: { plan, products: answers.products, limit: productLimitFor(plan) },
    };
  }

  /** The shop, the period and the figures' queries of an overview (the bench times each query alone). */
  async figures(actor: User, query: ShopOverviewQuery) {
    const { em, paymentProviders } = this.deps;
    const shopId = shopFor(actor, query.seller);
    const owner = await em.findOne(UserSchema, { id: shopId });
    if (!owner || (!owner.isSeller && !owner.seller.name)) throw shopNotFound();
    const period = periodOf(query.range, query.end);
    // Methods whose unpaid orders wait for this shop's own mark (manual Swish), as its order page offers it.
    const shopMarked = paymentProviders.methodsShopMarksPaid(toPaymentShop(owner));
    const figures = {
      ...salesFigures(shopId, period),
      orders: orderTodo(shopId, shopMarked),
      withdrawals: withdrawalsToHandle(shopId),
      stock: stockTodo(shopId),
      sellers: bestSellers(shopId, period),
      reviews: latestReviews(shopId),
      ratingPoints: ratingOverTime(shopId, period),
      rating: currentRating(shopId),
      products: productCount(shopId),
    };
    return { owner, period, figures };
  }
}
