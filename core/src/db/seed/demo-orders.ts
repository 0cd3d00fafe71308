import type { EntityManager } from '@mikro-orm/postgresql';
import { asValue, type AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import type { Order } from '../../modules/orders/order.entity';
import { ProductSchema, type Product } from '../../modules/products/product.entity';
import { ReviewSchema } from '../../modules/reviews/review.entity';
import { toPaymentShop } from '../../modules/users/payment-shop';
import { UserSchema, type User } from '../../modules/users/user.entity';
import { EventBus } from '../../shared/event-bus';
import { demoBuyers } from './demo-accounts';
import { demoShops } from './demo-shops';
import { variantToBuy } from './demo-variants';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Stock a demo order leaves at least, so the demo shops stay shoppable. */
const KEEP_IN_STOCK = 3;

/** A small deterministic generator (mulberry32): the same demo every first start. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type State = 'unpaid' | 'paid' | 'delivered' | 'refunded';
interface Plan {
  buyer: User;
  seller: User;
  lines: { product: Product; qty: number }[];
  placedAt: Date;
  state: State;
  /** A review the buyer wrote about the (first) product after it arrived. */
  reviewId?: string;
}

/**
 * A few weeks of orders for the demo shops, made through the services real orders go through: placed by
 * OrderPlacementService (catalogue prices, stock taken), marked paid and delivered by the shop through
 * OrderService (as a seller marks manual Swish payments), and one refund recorded by OrderRefundService
 * as a provider's refund report is (manual Swish cannot refund through Torget). The services run in a
 * scope whose event bus has no subscribers, so no mail is queued for these made-up orders. What no
 * service can do is to place an order in the past: the seed moves each order's, refund's and review's
 * date back afterwards. Every demo review gets a delivered order of its product by its author before it.
 * Only shops that mark Swish payments paid themselves (manual Swish) get orders.
 */
export async function seedDemoOrders(
  container: AwilixContainer<Cradle>,
  em: EntityManager,
  now = new Date(),
): Promise<number> {
  const { paymentProviders } = container.cradle;
  // Only shops that mark Swish paid themselves (manual Swish): their orders' payment dates are the shop's to set.
  const plans = (await planOrders(em, now)).filter((plan) =>
    paymentProviders.shopMarksPaid('Swish', toPaymentShop(plan.seller)),
  );
  // Each order in its own EntityManager: one holding every order made so far would check them all on each flush.
  for (const plan of plans) await makeOrder(container, em.fork(), plan, now);
  return plans.length;
}

/** The orders to make, oldest first: who buys what from whom, when, and how far it got. */
async function planOrders(em: EntityManager, now: Date): Promise<Plan[]> {
  const rnd = random(26);
  const buyers = await em.find(UserSchema, { email: { $in: demoBuyers.map((b) => b.email) } });
  const sellers = await em.find(UserSchema, { email: { $in: demoShops.map((s) => s.owner.email) } });
  const products = await em.find(
    ProductSchema,
    { seller: { $in: sellers } },
    { orderBy: { createdAt: 'desc' } },
  );
  const stock = new Map(products.map((product) => [product.id, product.countInStock]));
  const take = (product: Product, qty: number) => {
    const left = stock.get(product.id) ?? 0;
    if (left - qty < KEEP_IN_STOCK) return false;
    stock.set(product.id, left - qty);
    return true;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY - rnd.int(0, 10) * HOUR);

  const plans: Plan[] = [];
  // Each review's author bought the product 6–27 days ago and got it.
  const reviews = await em.find(ReviewSchema, {}, { populate: ['product', 'product.seller', 'user'] });
  for (const review of reviews) {
    if (!review.user || !take(review.product, 1)) continue;
    plans.push({
      buyer: review.user,
      seller: review.product.seller,
      lines: [{ product: review.product, qty: 1 }],
      placedAt: ago(rnd.int(6, 27)),
      state: 'delivered',
      reviewId: review.id,
    });
  }
  // More sales, the demo seller's shop busiest; recent ones not all paid or delivered yet.
  const demoSeller = demoShops[0]!.owner.email;
  for (const seller of sellers) {
    const own = products.filter((product) => product.seller.id === seller.id);
    const count = seller.email === demoSeller ? 30 : seller.seller.plan === 2 ? 8 : 4;
    for (let n = 0; n < count && own.length; n++) {
      const picked = [own[rnd.int(0, own.length - 1)]!, own[rnd.int(0, own.length - 1)]!];
      const lines = picked
        .slice(0, rnd.next() < 0.3 ? 2 : 1)
        .filter((product, index, all) => all.indexOf(product) === index)
        .map((product) => ({ product, qty: rnd.next() < 0.2 ? 2 : 1 }))
        .filter(({ product, qty }) => take(product, qty));
      if (!lines.length) continue;
      const days = rnd.int(0, 27);
      const recent = rnd.next() < 0.5;
      const state: State =
        days >= 7 ? 'delivered' : days >= 2 ? (recent ? 'delivered' : 'paid') : recent ? 'unpaid' : 'paid';
      plans.push({
        buyer: buyers[rnd.int(0, buyers.length - 1)]!,
        seller,
        lines,
        placedAt: ago(days),
        state,
      });
    }
  }
  // The demo seller: one refunded order, and one paid over a week ago still waiting to be sent.
  const busiest = plans.filter((plan) => plan.seller.email === demoSeller && !plan.reviewId);
  const old = (plan: Plan) => plan.state === 'delivered' && plan.placedAt < ago(9);
  const refunded = busiest.find(old);
  if (refunded) refunded.state = 'refunded';
  const late = busiest.find((plan) => plan !== refunded && old(plan));
  if (late) late.state = 'paid';
  return plans.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

/** Places one planned order through the services (in a scope whose event bus queues no mail) and dates it. */
async function makeOrder(container: AwilixContainer<Cradle>, em: EntityManager, plan: Plan, now: Date) {
  const scope = container.createScope<Cradle>();
  scope.register({ em: asValue(em), events: asValue(new EventBus()), log: asValue(container.cradle.logger) });
  const { orderPlacement, orders, orderRefunds } = scope.cradle;
  const buyer = await em.findOneOrFail(UserSchema, { id: plan.buyer.id });
  const seller = await em.findOneOrFail(UserSchema, { id: plan.seller.id });
  const order = await orderPlacement.place(buyer, {
    orderItems: await Promise.all(
      plan.lines.map(async ({ product, qty }) => ({
        product: product.id,
        variant: await variantToBuy(em, product),
        qty,
      })),
    ),
    shippingAddress: {
      fullName: buyer.shippingFullName || buyer.name,
      address: buyer.shippingAddress,
      city: buyer.shippingCity,
      postalCode: buyer.shippingPostalCode,
      country: buyer.shippingCountry,
    },
    paymentMethod: 'Swish',
  });
  await backdate(em, 'orders', order.id, plan.placedAt);
  if (plan.state === 'unpaid') return;
  // Paid within the day, delivered one to three days later (steps fixed by the plan's date, not random).
  const hours = (plan.placedAt.getUTCHours() % 12) + 1;
  const paidAt = new Date(plan.placedAt.getTime() + hours * HOUR);
  await orders.updateStatus(seller, order.id, { is_paid: true, paid_date: paidAt.toISOString() });
  if (plan.state === 'paid') return;
  const deliveredAt = new Date(paidAt.getTime() + ((hours % 3) + 1) * DAY);
  await orders.updateStatus(seller, order.id, {
    is_delivered: true,
    delivered_date: deliveredAt.toISOString(),
  });
  if (plan.reviewId) await backdate(em, 'reviews', plan.reviewId, later(deliveredAt, (hours % 4) + 1, now));
  if (plan.state === 'refunded') await refund(orderRefunds, em, order, later(deliveredAt, 2, now));
}

/** A few days after `from`, but never in the future. */
const later = (from: Date, days: number, now: Date) =>
  new Date(Math.min(from.getTime() + days * DAY, now.getTime() - HOUR));

async function backdate(
  em: EntityManager,
  table: 'orders' | 'reviews' | 'order_refunds',
  id: string,
  at: Date,
) {
  await em.execute(`update ${table} set created_at = ? where id = ?`, [at, id]);
}

/** The buyer sent it back: all of it refunded, recorded as the provider's refund report is. */
async function refund(orderRefunds: Cradle['orderRefunds'], em: EntityManager, order: Order, at: Date) {
  await orderRefunds.recordFromProvider('swish', order.id, {
    refundId: `demo-refund-${order.id}`,
    status: 'COMPLETED',
    amountOre: order.totalOre,
    raw: { note: 'Demo data: refunded by the shop in its Swish app' },
  });
  await em.execute('update order_refunds set created_at = ? where order_id = ?', [at, order.id]);
}
