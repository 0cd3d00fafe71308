import { z } from 'zod';
import { idSchema, wholeNumber } from './common';
import { localizedTextSchema } from './delivery.schema';

/** How long after delivery a buyer may withdraw from a purchase (the right of withdrawal, ångerrätt), in days. */
export const WITHDRAWAL_DAYS = 14;

/** One withdrawn order line: its id in the order's `orderItems`, its name and how many of it. */
export const withdrawnItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  qty: z.number().int(),
});

/** A withdrawal the buyer made (POST /api/orders/{id}/withdrawal). */
export const withdrawalSchema = z.object({
  _id: z.string(),
  /** When it was made (ISO 8601, the server's clock). */
  date: z.string(),
  /** The buyer's reason; empty when none was given. */
  reason: z.string(),
  items: z.array(withdrawnItemSchema),
  /**
   * What the withdrawn items cost with their shipping, in SEK: what the shop refunds for them (through
   * POST /api/orders/{id}/refund).
   */
  amount: z.number(),
  /**
   * What the shop still owes for it, in SEK: its amount less the refunds made since it (not failed; each
   * refund pays the oldest withdrawal still owed first, and what a refund pays beyond what was owed then
   * was for something else); all together no more than is left of the payment (the newest give way
   * first). 0 once refunded, or marked refunded outside Torget.
   */
  toRefund: z.number(),
  /** When its shop said it refunded it outside Torget (ISO 8601), or null. */
  refundedOutside: z.string().nullable(),
  /**
   * When its shop marked the goods returned ('Retur mottagen', ISO 8601), or null: the shop then refunds
   * what is still owed for it, which its refund box suggests.
   */
  returnReceived: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalSchema>;

/** Where withdrawn goods go back: the shop's name and address, and how to send them. */
export const returnToSchema = z.object({
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The shop's return instructions; both empty when it wrote none. */
  instructions: localizedTextSchema,
});
export type ReturnToDto = z.infer<typeof returnToSchema>;

/** An order's right of withdrawal: until when it lasts, whether it can be used now, and what was withdrawn. */
export const orderWithdrawalSchema = z.object({
  /**
   * The end of the period (ISO 8601): the end of the 14th day after delivery, Stockholm time. Null while
   * the order is not delivered: the period lasts until 14 days after delivery.
   */
  deadline: z.string().nullable(),
  /** The buyer can withdraw now: the order is paid or delivered, the period has not ended, and items are left. */
  available: z.boolean(),
  /** The withdrawals made, oldest first. */
  made: z.array(withdrawalSchema),
  /**
   * What the shop still owes for the withdrawals (their `toRefund`), in SEK, never more than is left of
   * the payment to refund: what its refund box suggests. The order is on the shop's list of withdrawals
   * to handle while this is above 0.
   */
  toRefund: z.number(),
  /**
   * Where and how the buyer sends withdrawn goods back: the shop's return address (its own address when it
   * set none) and its instructions in both languages. Null until a withdrawal is made, or once the shop is gone.
   */
  returnTo: returnToSchema.nullable(),
});
export type OrderWithdrawalDto = z.infer<typeof orderWithdrawalSchema>;

const qty = wholeNumber('Quantity must be a whole number of 1 or more.').pipe(
  z.number().min(1, 'Quantity must be a whole number of 1 or more.'),
);

/**
 * POST /api/orders/{id}/withdrawal: the order lines to withdraw, each by its id (all of it that is left) or
 * with a quantity, each line once; and an optional reason.
 */
export const withdrawalBody = z.object({
  items: z
    .array(
      z.union([idSchema, z.object({ _id: idSchema, qty })], { error: 'Items must be order line ids.' }),
      {
        error: 'Please choose the items to withdraw.',
      },
    )
    .min(1, 'Please choose the items to withdraw.')
    .max(100, 'Too many items.')
    .refine((items) => {
      const ids = items.map((item) => (typeof item === 'string' ? item : item._id));
      return new Set(ids).size === ids.length;
    }, 'Each item can be listed once.'),
  reason: z
    .string({ error: 'Reason must be text.' })
    .trim()
    .max(2000, 'Reason is too long (max 2000 characters).')
    .default(''),
});
export type WithdrawalInput = z.output<typeof withdrawalBody>;

/** A withdrawal of an order: `/api/orders/{id}/withdrawals/{withdrawalId}/…`. */
export const withdrawalParams = z.object({ id: idSchema, withdrawalId: idSchema });
