import { organisationNumberProblem } from '@torget/contract';
import { ConflictError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { validateSeller } from './seller.rules';
import type { User } from './user.entity';

/**
 * Whether an admin may open this user's shop (set is_seller). An open shop's name is on its pages, its
 * receipts and every payment message ("{shop} does not take Swish."), and the create-shop form never asks for
 * one (docs/product.md §5), so opening needs a name, and an application that passes today's rules: one saved
 * before a rule tightened, or a user who never applied, does not. Refused with 409 naming what is missing;
 * the shop stays closed and the application waiting.
 */
export function checkShopCanOpen(user: User): void {
  if (!user.seller.name.trim()) throw new ConflictError(msg('users.openNeedsName'), 'SHOP_INCOMPLETE');
  try {
    validateSeller(user.seller, { asShop: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ConflictError(msg('users.openNeedsApplication', { reason: error.text }), 'SHOP_INCOMPLETE');
  }
  // The contract checks the number's check digit on input; an application saved before it did may fail it.
  if (organisationNumberProblem(user.seller.organisationNumber))
    throw new ConflictError(
      msg('users.openNeedsApplication', { reason: msg('input.organisationNumberInvalid') }),
      'SHOP_INCOMPLETE',
    );
}
