import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShopOverviewDto, ShopOverviewQuery } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { productLimitFor } from '../products/product.rules';
import { toPaymentShop } from '../users/payment-shop';
import { UserSchema, type User } from '../users/user.entity';
import { withdrawalsToHandle } from '../orders/order-todo';
import { periodOf } from './period';
import { sales } from './sales.query';
import { shopFor, shopNotFound } from './shop-access';
import {
  bestSellers,
  currentRating,
  latestReviews,
  orderTodo,
  ratingOverTime,
  shopInfo,
  stockTodo,
} from './shop-figures.query';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
}

/** A shop's overview: each figure one query in PostgreSQL, scoped to the shop the caller may read. */
export class ShopOverviewService {
  constructor(private readonly deps: Deps) {}

  async overview(actor: User, query: ShopOverviewQuery): Promise<ShopOverviewDto> {
    const { em, paymentProviders } = this.deps;
    const shopId = shopFor(actor, query.seller);
    const shop = await shopInfo(em, shopId);
    if (!shop || (!shop.is_seller && !shop.name)) throw shopNotFound();
    const period = periodOf(query.range, query.end);
    // Methods whose unpaid orders wait for this shop's own mark (manual Swish), as its order page offers it.
    const owner = await em.findOneOrFail(UserSchema, { id: shopId });
    const shopMarked = paymentProviders.methodsShopMarksPaid(toPaymentShop(owner));
    const [salesFigure, orders, withdrawals, stock, sellers, reviews, ratingPoints, rating] =
      await Promise.all([
        sales(em, shopId, period),
        orderTodo(em, shopId, shopMarked),
        withdrawalsToHandle(em, shopId),
        stockTodo(em, shopId),
        bestSellers(em, shopId, period),
        latestReviews(em, shopId),
        ratingOverTime(em, shopId, period),
        currentRating(em, shopId),
      ]);
    const plan = shop.plan ?? 1;
    return {
      shop: { _id: shop.id, name: shop.name },
      sales: salesFigure,
      todo: { ...orders, withdrawals, ...stock },
      bestSellers: sellers,
      latestReviews: reviews,
      rating: { ...rating, points: ratingPoints },
      plan: { plan, products: shop.products, limit: productLimitFor(plan) },
    };
  }
}
