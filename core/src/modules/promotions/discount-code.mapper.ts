import type { DiscountCodeDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import type { CodeWithUses } from './discount-code.service';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A code as its shop sees it: amounts in SEK, per cent as the number it is. */
export function toDiscountCodeDto({ code, uses, givenOre }: CodeWithUses): DiscountCodeDto {
  return {
    _id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.kind === 'amount' ? oreToSek(code.value) : code.value,
    minOrder: code.minOrderOre == null ? null : oreToSek(code.minOrderOre),
    startsAt: iso(code.startsAt),
    endsAt: iso(code.endsAt),
    maxUses: code.maxUses ?? null,
    oncePerCustomer: code.oncePerCustomer,
    paused: code.paused,
    uses,
    given: oreToSek(givenOre),
    createdAt: code.createdAt.toISOString(),
  };
}
