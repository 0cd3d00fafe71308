import type { VatRate } from '@torget/contract';
import { msg } from '../../shared/messages';
import { DomainError, ValidationError } from '../../shared/errors';
import type { User } from '../users/user.entity';

/** docs/product.md §9 plans: plan 1 (free) holds 5 products, plan 2 holds 50; plan 3 (not selectable yet) as plan 2. */
export function productLimitFor(plan: number | null | undefined): number {
  return plan === 2 || plan === 3 ? 50 : 5;
}

export class ProductLimitError extends DomainError {
  constructor(plan: number | null | undefined, limit: number) {
    super(
      msg(limit < 50 ? 'products.limitUpgrade' : 'products.limit', { plan: plan ?? 1, limit }),
      'forbidden',
      'PRODUCT_LIMIT_REACHED',
    );
  }
}

/**
 * The VAT rate a product of this shop is sold at: the asked one (left out: the current one), or 0 in a
 * shop that is not VAT-registered (a nonzero rate sent for such a shop is refused, not quietly changed).
 */
export function vatRateFor(seller: User, asked: VatRate | undefined, current: number): VatRate {
  if (seller.seller.vatRegistered) return asked ?? (current as VatRate);
  if (asked !== undefined && asked !== 0)
    throw new ValidationError(msg('products.vatRateExempt'), 'vat_rate');
  return 0;
}
