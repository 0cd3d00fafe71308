import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../../shared/errors';
import { moment, money, msg, type MessageId, type MessageValues } from '../../shared/messages';
import type { Ore } from '../../shared/money';
import type { DiscountKind } from '@torget/contract';

/** A code as pricing needs it, read from its row. */
export interface CodeRow {
  id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  minOrderOre: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
  paused: boolean;
}

const refuse = (id: MessageId, code: string, values?: MessageValues) =>
  new BadRequestError(msg(id, values), code);

/**
 * The shop's code the buyer typed (case does not matter), or a 400 when there is none. With `lock` the
 * row is locked until the transaction ends, so the uses counted next stay true until this order commits.
 */
export async function findCode(
  em: EntityManager,
  shopId: string,
  typed: string,
  lock: boolean,
): Promise<CodeRow> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select id, code, kind, value, min_order_ore, starts_at, ends_at, max_uses, once_per_customer, paused
     from discount_codes where shop_id = ? and lower(code) = lower(?) ${lock ? 'for update' : ''}`,
    [shopId, typed],
  );
  if (!row) throw refuse('promotions.unknownCode', 'DISCOUNT_CODE_UNKNOWN', { code: typed });
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: row.id as string,
    code: row.code as string,
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    minOrderOre: row.min_order_ore == null ? null : Number(row.min_order_ore),
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    maxUses: row.max_uses == null ? null : Number(row.max_uses),
    oncePerCustomer: row.once_per_customer as boolean,
    paused: row.paused as boolean,
  };
}

/**
 * Every rule a code has, checked in the order a buyer can act on: whether it can be used at all now,
 * then whether this cart reaches its minimum, then its uses (all buyers', then this buyer's). The uses
 * are counted from the use rows that still count; under the row lock of `findCode(…, lock)` no other
 * order can add one until this transaction ends.
 */
export async function checkCode(
  em: EntityManager,
  code: CodeRow,
  goodsOre: Ore,
  buyerId: string,
  now = new Date(),
): Promise<void> {
  if (code.paused) throw refuse('promotions.codePaused', 'DISCOUNT_CODE_PAUSED');
  if (code.startsAt && now < code.startsAt)
    throw refuse('promotions.codeNotYet', 'DISCOUNT_CODE_NOT_YET_VALID', {
      from: moment(code.startsAt, 'longTime'),
    });
  if (code.endsAt && now >= code.endsAt) throw refuse('promotions.codeExpired', 'DISCOUNT_CODE_EXPIRED');
  if (code.minOrderOre !== null && goodsOre < code.minOrderOre)
    throw refuse('promotions.codeMinOrder', 'DISCOUNT_CODE_MIN_ORDER', { min: money(code.minOrderOre) });
  if (code.maxUses === null && !code.oncePerCustomer) return;
  const [uses] = await em.execute<{ total: number; mine: number }[]>(
    `select count(*)::int as total, count(*) filter (where buyer_id = ?)::int as mine
     from discount_code_uses where code_id = ? and released_at is null`,
    [buyerId, code.id],
  );
  if (code.maxUses !== null && (uses?.total ?? 0) >= code.maxUses)
    throw refuse('promotions.codeUsedUp', 'DISCOUNT_CODE_USED_UP');
  if (code.oncePerCustomer && (uses?.mine ?? 0) > 0)
    throw refuse('promotions.codeAlreadyUsed', 'DISCOUNT_CODE_ALREADY_USED');
}

/** Records an order's use of a code, in the order's transaction (after the order row is written). */
export async function recordUse(
  em: EntityManager,
  use: { codeId: string; orderId: string; buyerId: string; amountOre: Ore },
): Promise<void> {
  await em.execute(
    'insert into discount_code_uses (code_id, order_id, buyer_id, amount_ore) values (?, ?, ?, ?)',
    [use.codeId, use.orderId, use.buyerId, use.amountOre],
  );
}

/** Gives an order's use of its code back (the order was refunded in full); a deleted order's row goes with it. */
export async function releaseUse(em: EntityManager, orderId: string): Promise<void> {
  await em.execute(
    'update discount_code_uses set released_at = now() where order_id = ? and released_at is null',
    [orderId],
  );
}
