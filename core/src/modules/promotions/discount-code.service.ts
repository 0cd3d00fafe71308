import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DiscountCodeInput } from '@torget/contract';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { sekToOre } from '../../shared/money';
import type { User } from '../users/user.entity';
import { DiscountCodeSchema, type DiscountCode } from './discount-code.entity';

/** A code with what its uses that still count add up to. */
export interface CodeWithUses {
  code: DiscountCode;
  uses: number;
  givenOre: number;
}

interface Deps {
  em: EntityManager;
}

const notFound = () => new NotFoundError(msg('promotions.codeNotFound'), 'DISCOUNT_CODE_NOT_FOUND');

/** A shop's discount codes: only the shop itself makes, lists, pauses and deletes them. */
export class DiscountCodeService {
  constructor(private readonly deps: Deps) {}

  async list(shop: User): Promise<CodeWithUses[]> {
    const codes = await this.deps.em.find(
      DiscountCodeSchema,
      { shop: shop.id },
      { orderBy: { createdAt: 'desc' } },
    );
    return this.withUses(codes);
  }

  async create(shop: User, input: DiscountCodeInput): Promise<CodeWithUses> {
    const value =
      input.kind === 'amount'
        ? sekToOre(input.value ?? 0)
        : input.kind === 'percent'
          ? (input.value ?? 0)
          : 0;
    const code = this.deps.em.create(DiscountCodeSchema, {
      shop: shop.id,
      code: input.code,
      kind: input.kind,
      value,
      minOrderOre: input.minOrder == null ? null : sekToOre(input.minOrder),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      maxUses: input.maxUses ?? null,
      oncePerCustomer: input.oncePerCustomer,
      paused: false,
    });
    try {
      await this.deps.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(msg('promotions.codeTaken', { code: input.code }), 'DISCOUNT_CODE_TAKEN');
      throw error;
    }
    return { code, uses: 0, givenOre: 0 };
  }

  async setPaused(shop: User, id: string, paused: boolean): Promise<CodeWithUses> {
    const code = await this.deps.em.findOne(DiscountCodeSchema, { id, shop: shop.id });
    if (!code) throw notFound();
    code.paused = paused;
    await this.deps.em.flush();
    return (await this.withUses([code]))[0]!;
  }

  async remove(shop: User, id: string): Promise<void> {
    const removed = await this.deps.em.nativeDelete(DiscountCodeSchema, { id, shop: shop.id });
    if (!removed) throw notFound();
  }

  /** Each code's uses that still count and the öre they took off, from the use rows (one query). */
  private async withUses(codes: DiscountCode[]): Promise<CodeWithUses[]> {
    if (!codes.length) return [];
    const rows = await this.deps.em.execute<{ code_id: string; uses: number; given: string }[]>(
      `select code_id, count(*)::int as uses, sum(amount_ore)::text as given from discount_code_uses
       where code_id in (${codes.map(() => '?').join(', ')}) and released_at is null group by code_id`,
      codes.map((code) => code.id),
    );
    const byCode = new Map(rows.map((row) => [row.code_id, row]));
    return codes.map((code) => ({
      code,
      uses: byCode.get(code.id)?.uses ?? 0,
      givenOre: Number(byCode.get(code.id)?.given ?? 0),
    }));
  }
}
