import type { ReasonsInput, RestrictionKind } from '@torget/contract';
import type { Locale } from '@torget/i18n';

/**
 * An admin restricted a seller or a user (docs/notices.md). Published by the module that owns what was
 * restricted (products: a removed listing; users: a closed, restricted or suspended shop or account, a
 * deleted user), inside the transaction that makes the change and before a row is deleted, so the notices
 * module can record the statement of reasons and queue its mails in that same transaction.
 */
export interface RestrictionApplied {
  kind: RestrictionKind;
  /** The admin who decided; null for a decision a rule made by itself (recorded as automated). */
  actorId: string | null;
  /** Who is restricted, as they are now (a deleted user's row is gone once the change commits). */
  subject: { userId: string; email: string; name: string; language: Locale | null; shopName: string };
  product?: { id: string; name: string };
  /**
   * The statement the admin wrote (the notices module chose its id in advance, and names the notice it
   * decides). Absent when a call of the specification restricted without one: "no reason given" is recorded.
   */
  statement?: RestrictionStatement;
}

export interface RestrictionStatement {
  id: string;
  noticeId: string | null;
  reasons: ReasonsInput;
}

declare module './event-bus' {
  interface DomainEvents {
    'restriction.applied': RestrictionApplied;
  }
}
