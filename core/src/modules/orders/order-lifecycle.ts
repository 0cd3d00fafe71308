import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors';
import type { EventBus } from '../../shared/event-bus';
import { msg, type Message, type MessageId } from '../../shared/messages';
import { lockOrder } from './order-lock';
import { OrderEventSchema, type Order } from './order.entity';

/**
 * Where an order stands, as its buyer and shop see it (docs/product.md "Order lifecycle"): its payment
 * (unpaid or paid) and how far the goods have come (not sent, shipped, delivered). A shop may send before
 * the money arrives (its own manual payments), so the unpaid states beside `placed` exist too.
 */
export const orderStates = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'shipped_unpaid',
  'delivered_unpaid',
] as const;
export type OrderState = (typeof orderStates)[number];

/**
 * What can happen to an order. `pay`, `ship` and `deliver` move it; `withdraw` (the buyer's right of
 * withdrawal) and `refund` are events beside the state that leave it where it is; `cancel` deletes it.
 */
export const orderMoves = ['pay', 'ship', 'deliver', 'withdraw', 'refund', 'cancel'] as const;
export type OrderMove = (typeof orderMoves)[number];

/**
 * The one table of allowed transitions: from each state, each move allowed and the state it leads to
 * (`deleted`: the order is gone). A move missing from a state's row is refused with a 409 naming the
 * state, except that asking for a flag the order already has (pay a paid order, ship a delivered one) is
 * no change. Paid, shipped and delivered are never taken back: the way back from a payment is a refund.
 */
export const orderTransitions: Record<OrderState, Partial<Record<OrderMove, OrderState | 'deleted'>>> = {
  placed: { pay: 'paid', ship: 'shipped_unpaid', deliver: 'delivered_unpaid', cancel: 'deleted' },
  paid: { ship: 'shipped', deliver: 'delivered', withdraw: 'paid', refund: 'paid' },
  shipped: { deliver: 'delivered', withdraw: 'shipped', refund: 'shipped' },
  delivered: { withdraw: 'delivered', refund: 'delivered' },
  shipped_unpaid: { pay: 'shipped', deliver: 'delivered_unpaid' },
  // Delivered goods can be withdrawn from before the shop's own payment mark (the period runs from delivery).
  delivered_unpaid: { pay: 'delivered', withdraw: 'delivered_unpaid' },
};

type Flags = Pick<Order, 'isPaid' | 'isShipped' | 'isDelivered'>;

/** The order's state, read from the flags the lifecycle keeps (delivered implies shipped). */
export function stateOf(order: Flags): OrderState {
  const goods = order.isDelivered ? 'delivered' : order.isShipped ? 'shipped' : undefined;
  if (order.isPaid) return goods ?? 'paid';
  return goods ? `${goods}_unpaid` : 'placed';
}

/**
 * The table as docs/product.md shows it (a test keeps the guide equal to it): a header of moves, then a row
 * per state whose cells are the state each move leads to, "—" where it is refused.
 */
export const lifecycleTableCells = (): string[][] => [
  ['state', ...orderMoves],
  ...orderStates.map((state) => [
    `\`${state}\``,
    ...orderMoves.map((move) => {
      const to = nextState(state, move);
      return to ? `\`${to}\`` : '—';
    }),
  ]),
];

/** Where `move` leads from `state`, or undefined when the table does not allow it. */
export const nextState = (state: OrderState, move: OrderMove) => orderTransitions[state][move];

/** The refusal of `move` from `state`: one message per move, naming the state in the reader's language. */
const refusal = (state: OrderState, move: OrderMove) =>
  new ConflictError(
    msg(`orders.refused.${move}` as MessageId, { state: msg(`orders.state.${state}` as MessageId) }),
    'ORDER_STATE',
  );

/** A pay, ship or deliver step whose flag already holds is no change (the seller's form sends every flag). */
const alreadyThere = (order: Flags, move: OrderMove) =>
  (move === 'pay' && order.isPaid) ||
  (move === 'ship' && (order.isShipped || order.isDelivered)) ||
  (move === 'deliver' && order.isDelivered);

/** One step asked of the lifecycle: the move, and for pay/ship/deliver the moment it happened. */
export interface Step {
  move: OrderMove;
  at?: Date;
  /** What the order's event keeps beside the move (a refund's amount, a withdrawal's id…). */
  detail?: Record<string, unknown>;
}

interface Deps {
  events: EventBus;
}

/**
 * The one way an order changes state. Inside the caller's transaction it takes the order's row lock once,
 * checks each step against `orderTransitions` from the state the previous step left, writes the flags and
 * dates of pay/ship/deliver, records each step in `order_events` and publishes `order.paid`,
 * `order.shipped` and `order.delivered` — all committed with the caller's own writes (a refund's row, a
 * withdrawal's lines, a delete) or not at all. Whoever comes second to the lock sees the first's change.
 */
export class OrderLifecycle {
  constructor(private readonly deps: Deps) {}

  /**
   * Locks the order (409 with `gone` when it was deleted) and applies `steps` — or the steps `plan` asks
   * for once it has read the locked order; answers the locked order.
   */
  async apply(
    em: EntityManager,
    orderId: string,
    plan: Step[] | ((order: Order) => Step[]),
    gone: Message,
    actorId: string | null = null,
  ): Promise<Order> {
    const order = await lockOrder(em, orderId, gone);
    for (const step of typeof plan === 'function' ? plan(order) : plan)
      await this.record(em, order, step, actorId);
    return order;
  }

  /** A new order begins in `placed`: its event and `order.placed`, in the transaction that created it. */
  async placed(em: EntityManager, order: Order, actorId: string): Promise<void> {
    em.create(OrderEventSchema, {
      order,
      move: 'place',
      fromState: '',
      toState: 'placed',
      at: order.createdAt ?? new Date(),
      actor: actorId,
      detail: null,
    });
    await this.deps.events.publishInTransaction(em, 'order.placed', { orderId: order.id });
  }

  /** Refuses the move from the order's current state without changing anything; used before a slow call. */
  check(order: Flags, move: OrderMove): void {
    if (alreadyThere(order, move)) return;
    const state = stateOf(order);
    if (!nextState(state, move)) throw refusal(state, move);
  }

  /** Whether the table allows `move` from the order's state (or the order is already there). */
  allows(order: Flags, move: OrderMove): boolean {
    return alreadyThere(order, move) || nextState(stateOf(order), move) !== undefined;
  }

  /**
   * Applies one step to an order this transaction has locked (`apply` answered it): for a step that needs
   * what only the locked order tells (a refund's amount, a withdrawal's lines).
   */
  async record(em: EntityManager, order: Order, { move, at, detail }: Step, actorId: string | null = null) {
    if (alreadyThere(order, move)) return;
    const from = stateOf(order);
    const to = nextState(from, move);
    if (!to) throw refusal(from, move);
    const when = at ?? new Date();
    if (move === 'pay') Object.assign(order, { isPaid: true, paidAt: when });
    if (move === 'ship') Object.assign(order, { isShipped: true, shippedAt: when });
    if (move === 'deliver') {
      // Delivered implies shipped: an order delivered straight away was shipped when it was delivered.
      if (!order.isShipped) Object.assign(order, { isShipped: true, shippedAt: when });
      Object.assign(order, { isDelivered: true, deliveredAt: when });
    }
    if (to !== 'deleted')
      em.create(OrderEventSchema, {
        order,
        move,
        fromState: from,
        toState: to,
        at: when,
        actor: actorId,
        detail: detail ?? null,
      });
    const published = { pay: 'order.paid', ship: 'order.shipped', deliver: 'order.delivered' } as const;
    if (move in published)
      await this.deps.events.publishInTransaction(em, published[move as keyof typeof published], {
        orderId: order.id,
      });
  }
}
