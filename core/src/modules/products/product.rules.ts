import { DomainError } from '../../shared/errors';

/** docs/product.md §9 plans: plan 1 (free) holds 5 products, plan 2 holds 50; plan 3 (not selectable yet) as plan 2. */
export function productLimitFor(plan: number | null | undefined): number {
  return plan === 2 || plan === 3 ? 50 : 5;
}

export class ProductLimitError extends DomainError {
  constructor(plan: number | null | undefined, limit: number) {
    const upgrade = limit < 50 ? ' Upgrade to plan 2 to sell up to 50 products.' : '';
    super(
      `Your plan (plan ${plan ?? 1}) allows at most ${limit} products.${upgrade}`,
      'forbidden',
      'PRODUCT_LIMIT_REACHED',
    );
  }
}
