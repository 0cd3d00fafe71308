import { msg } from '../../shared/messages';
import { DomainError } from '../../shared/errors';

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
