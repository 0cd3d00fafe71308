import { msg, type Message } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderPageQuery, OrderStatusInput, OrderTodo } from '@torget/contract';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../shared/errors';
import type { EventBus } from '../../shared/event-bus';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { pageCount } from '../../shared/sql-like';
import { mayActAsShop } from '../users/site-roles';
import { toPaymentShop } from '../users/payment-shop';
import { paymentFailure } from '../../plugins/payment-failure';
import type { AppConfig } from '../../config/env';
import { toPaymentOrder } from './payment-order';
import { UserSchema, type User } from '../users/user.entity';
import { OrderSchema, orderAnswerPopulate, type Order } from './order.entity';
import { returnStock } from '../products/product-stock';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { applyShipment } from './order-delivery';
import type { OrderLifecycle, Step } from './order-lifecycle';
import { todoWhere, withdrawalOrderIds } from './order-todo';
import { calendarDay } from '../../shared/calendar-day';

interface Deps {
  em: EntityManager;
  events: EventBus;
  catalogueVersion: CatalogueVersion;
  paymentProviders: PaymentRegistry;
  config: AppConfig;
  orderLifecycle: OrderLifecycle;
  carriers: CarrierRegistry;
}

const notFound = () => new NotFoundError(msg('orders.notFound'), 'ORDER_NOT_FOUND');
const populate = orderAnswerPopulate;

const isBuyer = (user: User, order: Order) => order.buyer?.id === user.id;
/** The order's shop, acting from the marketplace or its own domain (not from another shop's). */
const isSeller = (user: User, order: Order) => order.seller?.id === user.id && mayActAsShop(user);

/** The orders list filter: admins all or one seller's; sellers their own. Undefined when nothing can match. */
function visibleTo(actor: User, sellerId: string): { seller?: string } | undefined {
  const seller = actor.isAdmin ? sellerId || undefined : actor.id;
  if (seller && !/^[0-9a-f-]{36}$/i.test(seller)) return undefined;
  return seller ? { seller } : {};
}

/** Reading and changing orders: the buyer, the order's seller and admins; anyone else is told it doesn't exist. */
export class OrderService {
  constructor(private readonly deps: Deps) {}

  async get(actor: User, id: string): Promise<Order> {
    const order = await this.deps.em.findOne(OrderSchema, { id }, { populate });
    if (!order || !(actor.isAdmin || isBuyer(actor, order) || isSeller(actor, order))) throw notFound();
    return order;
  }

  /** An order its shop (or an admin) manages; its buyer is refused with `refusal`, anyone else told it doesn't exist. */
  async getAsShop(actor: User, id: string, refusal: Message): Promise<Order> {
    const order = await this.get(actor, id);
    if (!actor.isAdmin && !isSeller(actor, order)) throw new ForbiddenError(refusal);
    return order;
  }

  mine(actor: User): Promise<Order[]> {
    return this.deps.em.find(OrderSchema, { buyer: actor.id }, { populate, orderBy: { createdAt: 'desc' } });
  }

  /** Admins see all orders (or one seller's); a seller sees only their own incoming orders, whatever id is asked. */
  list(actor: User, sellerId: string): Promise<Order[]> {
    const where = visibleTo(actor, sellerId);
    if (!where) return Promise.resolve([]);
    return this.deps.em.find(OrderSchema, where, { populate, orderBy: { createdAt: 'desc' } });
  }

  /** The same orders as `list`, one page at a time, by date. */
  async page(
    actor: User,
    query: OrderPageQuery,
  ): Promise<{ orders: Order[]; page: number; pages: number; total: number }> {
    const visible = visibleTo(actor, query.seller);
    if (!visible) return { orders: [], page: query.pageNumber, pages: 0, total: 0 };
    const where = query.todo
      ? { ...visible, ...(await this.todoFilter(query.todo, visible.seller)) }
      : visible;
    const direction = query.order === 'oldest' ? 'asc' : 'desc';
    const [orders, total] = await this.deps.em.findAndCount(OrderSchema, where, {
      populate,
      orderBy: { createdAt: direction, id: direction },
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { orders, page: query.pageNumber, pages: pageCount(total, query.pageSize), total };
  }

  /** The orders of one of the overview's to-dos, from the one definition the overview counts by (order-todo.ts). */
  private async todoFilter(todo: OrderTodo, seller: string | undefined) {
    const { em, paymentProviders } = this.deps;
    switch (todo) {
      case 'withdrawals':
        return { id: { $in: await withdrawalOrderIds(em, seller) } };
      case 'awaiting_payment': {
        // Which methods wait for a shop's own mark depends on the shop's settings: one shop at a time.
        if (!seller) throw new ValidationError(msg('orders.todoNeedsShop'), 'seller');
        const shop = await em.findOne(UserSchema, { id: seller });
        return todoWhere(todo, shop ? paymentProviders.methodsShopMarksPaid(toPaymentShop(shop)) : []);
      }
      default:
        return todoWhere(todo, []);
    }
  }

  /**
   * docs/product.md §4/§5: the seller marks an order paid (when its method's plugin says the shop does, as for
   * manual mobile payments), shipped and/or delivered, each with its day. Every step goes through the
   * lifecycle under the order's row lock, in one transaction: a buyer deleting it at the same moment and
   * this change cannot both succeed (whichever comes second is told so with a 409), and a request asking
   * for two steps makes both or neither.
   */
  async updateStatus(actor: User, id: string, input: OrderStatusInput): Promise<Order> {
    const found = await this.getAsShop(actor, id, msg('orders.onlyShopUpdates'));
    return this.deps.em.transactional(async (em) => {
      const plan = (order: Order) => this.steps(order, input);
      return this.deps.orderLifecycle.apply(
        em,
        found.id,
        plan,
        msg('orders.deletedMeanwhileUpdate'),
        actor.id,
      );
    });
  }

  /** The lifecycle steps the seller's form asks for, checked against the order as it is under the lock. */
  private steps(order: Order, input: OrderStatusInput): Step[] {
    // Once paid, the way back is a refund (docs/product.md §4): an unpaid order could then be deleted, which
    // returns its stock and erases the record of a payment. Shipped and delivered are facts too.
    if (input.is_paid === false && order.isPaid)
      throw new ConflictError(msg('orders.paidStaysPaid'), 'ORDER_PAID');
    if (input.is_shipped === false && (order.isShipped || order.isDelivered))
      throw new ConflictError(msg('orders.shippedStaysShipped'), 'ORDER_SHIPPED');
    if (input.is_delivered === false && order.isDelivered)
      throw new ConflictError(msg('orders.deliveredStaysDelivered'), 'ORDER_DELIVERED');
    const steps: Step[] = [];
    if (input.is_paid && !order.isPaid) {
      const shop = toPaymentShop(order.seller, order.shopName);
      if (!this.deps.paymentProviders.shopMarksPaid(order.paymentMethod, shop)) {
        throw new BadRequestError(
          msg('orders.paidByProvider', { paymentMethod: order.paymentMethod }),
          'PAID_BY_PROVIDER',
        );
      }
      if (!input.paid_date) throw new ValidationError(msg('orders.enterPaymentDate'), 'paid_date');
      steps.push({ move: 'pay', at: calendarDay(input.paid_date) });
    }
    if (input.is_shipped && !order.isShipped && !order.isDelivered) {
      if (!input.shipped_date) throw new ValidationError(msg('orders.enterShippingDate'), 'shipped_date');
      steps.push({ move: 'ship', at: calendarDay(input.shipped_date) });
    }
    // The carrier and tracking number (issue 38), checked by the carrier's plugin; mailed with `order.shipped`.
    applyShipment(this.deps.carriers, order, input);
    if (input.is_delivered && !order.isDelivered) {
      if (!input.delivered_date) throw new ValidationError(msg('orders.enterDeliveryDate'), 'delivered_date');
      steps.push({ move: 'deliver', at: calendarDay(input.delivered_date) });
    }
    return steps;
  }

  /**
   * Marks an order paid after its payment provider verified the payment, through the lifecycle. Idempotent:
   * an order already paid is left as it is (and no second event is published).
   */
  async markPaid(
    orderId: string,
    payment: { paidAt: Date; result: Record<string, unknown> },
  ): Promise<Order> {
    const { em, orderLifecycle } = this.deps;
    return em.transactional((tx) =>
      orderLifecycle.apply(
        tx,
        orderId,
        (order) => {
          if (order.isPaid) return [];
          order.paymentResult = payment.result;
          return [{ move: 'pay', at: payment.paidAt, detail: { provider: payment.result.provider } }];
        },
        msg('orders.deletedMeanwhile'),
      ),
    );
  }

  /** Only while placed (neither paid, shipped nor delivered); the stock goes back in the same transaction. */
  async remove(actor: User, id: string): Promise<void> {
    const order = await this.get(actor, id);
    this.deps.orderLifecycle.check(order, 'cancel');
    const ids = { orderId: order.id, buyerId: order.buyer?.id ?? null, sellerId: order.seller?.id ?? null };
    // A payment still open at the provider is withdrawn first, so the buyer cannot pay a deleted order;
    // if the provider cannot be reached, the order stays (502) rather than leave a payable request behind.
    const provider = this.deps.paymentProviders.forMethod(order.paymentMethod);
    if (provider?.cancelPayment) {
      await provider
        .cancelPayment(toPaymentOrder(order, this.deps.config.publicUrl))
        .catch((error: unknown) => {
          throw paymentFailure(error);
        });
    }
    await this.deps.em.transactional(async (em) => {
      // Checked again under the row lock: a payment or a mark landing meanwhile wins over the delete.
      await this.deps.orderLifecycle.apply(
        em,
        order.id,
        [{ move: 'cancel' }],
        msg('orders.notFound'),
        actor.id,
      );
      const lines = await em.execute<{ product_id: string | null; variant_id: string | null; qty: number }[]>(
        'select product_id, variant_id, qty from order_items where order_id = ?',
        [order.id],
      );
      await returnStock(
        em,
        lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id, qty: line.qty })),
      );
      await em.execute('delete from orders where id = ?', [order.id]);
      await this.deps.events.publishInTransaction(em, 'order.deleted', ids);
    });
    this.deps.em.clear();
    await this.deps.catalogueVersion.bump();
  }
}
