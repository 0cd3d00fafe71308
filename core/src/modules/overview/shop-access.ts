import { ForbiddenError, NotFoundError } from '../../shared/errors';
import type { User } from '../users/user.entity';
import { overviewMessages } from './overview.messages';

/**
 * Whose figures a caller may read: a seller only its own shop (naming another is refused, not quietly
 * answered with its own); an admin any shop it names, else its own. `all` lets an admin leave the shop out
 * to mean every shop (the export); for sellers it changes nothing.
 */
export function shopFor(actor: User, asked: string | undefined): string;
export function shopFor(actor: User, asked: string | undefined, all: true): string | null;
export function shopFor(actor: User, asked: string | undefined, all = false): string | null {
  if (actor.isAdmin) return asked ?? (all ? null : actor.id);
  if (asked && asked !== actor.id) throw new ForbiddenError(overviewMessages.otherShop, 'OTHER_SHOP');
  return actor.id;
}

export const shopNotFound = () => new NotFoundError(overviewMessages.shopNotFound, 'SHOP_NOT_FOUND');
