import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShopOverviewDto, ShopOverviewQuery } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { productLimitFor } from '../products/product.rules';
import { toPaymentShop } from '../users/payment-shop';
import { UserSchema } from '../users/user.entity';
import type { User } from '../users/user.entity';
import type { CoalescedReads } from '../../shared/coalesced-reads';
import { deepFreeze } from '../../shared/deep-freeze';
import { productsWithoutSafetyInfo, requirements, traderDetailsMissing } from './compliance.query';
import { figuresStatement, readFigures } from './figures';
import { periodOf } from './period';
import type { PreparedFigures } from './prepared-figures';
import { salesFigures, salesOf } from './sales.query';
import { shopFor, shopNotFound } from './shop-access';
import {
  bestSellers,
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
  /**
   * This instance's shared overviews: identical overviews asked at once cost one statement and are built
   * and serialised once (the answer is deep-frozen, so the HTTP layer keeps its JSON beside it).
   */
  overviewReads: CoalescedReads<ShopOverviewDto>;
  /** The figures as prepared statements (planned once per connection, not per answer). */
  overviewStatements: PreparedFigures;
}

/**
 * A shop's overview, scoped to the shop the caller may read: each figure one query in PostgreSQL, all of
 * them sent as one prepared statement; the shop's name, plan and current rating come from its row.
 */
export class ShopOverviewService {
  constructor(private readonly deps: Deps) {}

  async overview(actor: User, query: ShopOverviewQuery): Promise<ShopOverviewDto> {
    const { em, overviewReads, overviewStatements } = this.deps;
    const { owner, period, figures } = await this.figures(actor, query);
    // What the answer takes from the shop's row, as the caller's own read gave it.
    const plan = owner.seller.plan ?? 1;
    const fromRow = {
      shop: { _id: owner.id, name: owner.seller.name },
      // The shop's rating now as its page shows it: kept on the shop's row by the reviews' service.
      rating: {
        current: Math.round(Number(owner.seller.rating) * 100) / 100,
        reviews: owner.seller.numReviews,
      },
    };
    const build = async () => {
      const answers = await readFigures(em, figures, { prepared: overviewStatements });
      const compliance = {
        traderDetailsMissing: answers.required.traderDetails ? answers.traderDetails : [],
        productsWithoutSafetyInfo: answers.required.productSafetyInfo ? answers.safety : 0,
      };
      return deepFreeze<ShopOverviewDto>({
        shop: fromRow.shop,
        sales: salesOf(period, answers.salesPoints, answers.salesBefore),
        todo: { ...answers.orders, withdrawals: answers.withdrawals, ...answers.stock, ...compliance },
        bestSellers: answers.sellers,
        latestReviews: answers.reviews,
        rating: { ...fromRow.rating, points: answers.ratingPoints },
        plan: { plan, products: answers.products, limit: productLimitFor(plan) },
      });
    };
    // Inside a transaction the statement must see its uncommitted writes: on its connection, unshared.
    if (em.isInTransaction()) return build();
    // Identical overviews of concurrent requests share one build (never one begun before they came:
    // coalesced-reads.ts). The key names everything the answer depends on: the statement with its
    // parameters (shop, period, the methods the shop marks paid itself) and what comes from the shop's row.
    const { sql, params } = figuresStatement(figures);
    return overviewReads.run(JSON.stringify([sql, params, fromRow, plan]), build);
  }

  /** The shop, the period and the figures' queries of an overview (the bench times each query alone). */
  async figures(actor: User, query: ShopOverviewQuery) {
    const { em, paymentProviders } = this.deps;
    const shopId = shopFor(actor, query.seller);
    // A seller's own shop is the caller, read already by the sign-in.
    const owner = shopId === actor.id ? actor : await em.findOne(UserSchema, { id: shopId });
    if (!owner || (!owner.isSeller && !owner.seller.name)) throw shopNotFound();
    const period = periodOf(query.range, query.end);
    // Methods whose unpaid orders wait for this shop's own mark (manual Swish), as its order page offers it.
    const shopMarked = paymentProviders.methodsShopMarksPaid(toPaymentShop(owner));
    const figures = {
      ...salesFigures(shopId, period),
      orders: orderTodo(shopId, shopMarked),
      withdrawals: withdrawalsToHandle(shopId),
      stock: stockTodo(shopId),
      safety: productsWithoutSafetyInfo(shopId),
      // What the marketplace requires and what the shop's trader has not given: read here, not by the
      // settings' and trader details' services, so the answer stays two statements (the sign-in's and this).
      required: requirements(),
      traderDetails: traderDetailsMissing(shopId),
      sellers: bestSellers(shopId, period),
      reviews: latestReviews(shopId),
      ratingPoints: ratingOverTime(shopId, period),
      products: productCount(shopId),
    };
    return { owner, period, figures };
  }
}
