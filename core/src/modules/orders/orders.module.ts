import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { Migration20261122200001Orders } from './migrations/20261122200001-orders';
import { Migration20261123100001OrderMoneyBigint } from './migrations/20261123100001-order-money-bigint';
import { Migration20261123120001OpenPaymentMethods } from './migrations/20261123120001-open-payment-methods';
import { Migration20261123160001OrderRefunds } from './migrations/20261123160001-order-refunds';
import { Migration20261125110003OrderVatWithdrawals } from './migrations/20261125110003-order-vat-withdrawals';
import { Migration20261125183001WithdrawalRefundedOutside } from './migrations/20261125183001-withdrawal-refunded-outside';
import { Migration20261125191001WithdrawalBalancesOwed } from './migrations/20261125191001-withdrawal-balances-owed';
import { Migration20261127130002OrderItemVariants } from './migrations/20261127130002-order-item-variants';
import { Migration20261127050002OrderDiscounts } from './migrations/20261127050002-order-discounts';
import { Migration20261127150001WithdrawalDiscountShare } from './migrations/20261127150001-withdrawal-discount-share';
import { registerDiscountUseRelease } from './order-discount-uses';
import { OrderPriceService } from './order-price.service';
import { orderPriceRoutes } from './order-price.routes';
import { Migration20261127100001OrderLifecycle } from './migrations/20261127100001-order-lifecycle';
import { Migration20261127120001OrderSalesRollups } from './migrations/20261127120001-order-sales-rollups';
import { Migration20261127120002OrderWithdrawalBalances } from './migrations/20261127120002-order-withdrawal-balances';
import { Migration20261128100001OrderSalesDiscounts } from './migrations/20261128100001-order-sales-discounts';
import { OrderLifecycle } from './order-lifecycle';
import {
  OrderEventSchema,
  OrderItemSchema,
  OrderRefundSchema,
  OrderSchema,
  OrderWithdrawalItemSchema,
  OrderWithdrawalSchema,
} from './order.entity';
import { OrderWithdrawalService } from './order-withdrawal.service';
import { Migration20261127050002OrderDelivery } from './migrations/20261127050002-order-delivery';
import { Migration20261127140001OrdersToShip } from './migrations/20261127140001-orders-to-ship';
import { Migration20261127223002WithdrawalReturnReceived } from './migrations/20261127223002-withdrawal-return-received';
import { OrderPlacementService } from './order-placement.service';
import { OrderRefundService } from './order-refund.service';
import { ordersRoutes } from './orders.routes';
import { OrderService } from './order.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    orderLifecycle: OrderLifecycle;
    orderPlacement: OrderPlacementService;
    orderPrice: OrderPriceService;
    orderRefunds: OrderRefundService;
    orderWithdrawals: OrderWithdrawalService;
    orders: OrderService;
  }
}

declare module '../../shared/event-bus' {
  interface DomainEvents {
    'order.placed': { orderId: string };
    'order.paid': { orderId: string };
    /** The shop handed the goods to a carrier (or delivered them straight away). */
    'order.shipped': { orderId: string };
    'order.delivered': { orderId: string };
    /** A refund of the order's payment was made (through Torget or on the provider's side). */
    'order.refunded': { orderId: string; refundId: string; amountOre: number };
    /** The buyer withdrew from (part of) the order (`withdrawalId` names what). */
    'order.withdrawn': { orderId: string; withdrawalId: string };
    /** The row is gone; the parties are named so subscribers can still tell them. */
    'order.deleted': { orderId: string; buyerId: string | null; sellerId: string | null };
  }
}

export const ordersModule: CoreModule = {
  name: 'orders',
  entities: [
    OrderSchema,
    OrderItemSchema,
    OrderRefundSchema,
    OrderWithdrawalSchema,
    OrderWithdrawalItemSchema,
    OrderEventSchema,
  ],
  migrations: [
    { name: '20261122200001-orders', class: Migration20261122200001Orders },
    { name: '20261123100001-order-money-bigint', class: Migration20261123100001OrderMoneyBigint },
    { name: '20261123120001-open-payment-methods', class: Migration20261123120001OpenPaymentMethods },
    { name: '20261123160001-order-refunds', class: Migration20261123160001OrderRefunds },
    { name: '20261125110003-order-vat-withdrawals', class: Migration20261125110003OrderVatWithdrawals },
    {
      name: '20261125183001-withdrawal-refunded-outside',
      class: Migration20261125183001WithdrawalRefundedOutside,
    },
    { name: '20261125191001-withdrawal-balances-owed', class: Migration20261125191001WithdrawalBalancesOwed },
    { name: '20261127050002-order-delivery', class: Migration20261127050002OrderDelivery },
    { name: '20261127140001-orders-to-ship', class: Migration20261127140001OrdersToShip },
    { name: '20261127130002-order-item-variants', class: Migration20261127130002OrderItemVariants },
    { name: '20261127050002-order-discounts', class: Migration20261127050002OrderDiscounts },
    {
      name: '20261127150001-withdrawal-discount-share',
      class: Migration20261127150001WithdrawalDiscountShare,
    },
    { name: '20261127100001-order-lifecycle', class: Migration20261127100001OrderLifecycle },
    { name: '20261127120001-order-sales-rollups', class: Migration20261127120001OrderSalesRollups },
    {
      name: '20261127120002-order-withdrawal-balances',
      class: Migration20261127120002OrderWithdrawalBalances,
    },
    { name: '20261128100001-order-sales-discounts', class: Migration20261128100001OrderSalesDiscounts },
    {
      name: '20261127223002-withdrawal-return-received',
      class: Migration20261127223002WithdrawalReturnReceived,
    },
  ],
  register(container) {
    container.register({
      // Scoped: it publishes on the scope's event bus (the demo seed places its orders with a quiet one).
      orderLifecycle: asClass(OrderLifecycle).scoped(),
      orderPlacement: asClass(OrderPlacementService).scoped(),
      orderPrice: asClass(OrderPriceService).scoped(),
      orderRefunds: asClass(OrderRefundService).scoped(),
      orderWithdrawals: asClass(OrderWithdrawalService).scoped(),
      orders: asClass(OrderService).scoped(),
    });
    registerDiscountUseRelease(container);
  },
  routes: [...ordersRoutes, ...orderPriceRoutes],
};
