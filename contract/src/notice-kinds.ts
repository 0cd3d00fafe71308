/**
 * The fixed lists of notice and action (docs/notices.md), free of zod so the apps import them from
 * `@torget/contract/browser` and label each value from their catalogs.
 */

/** The categories a notifier picks from (a fixed list; the apps show a label per value). */
export const noticeCategories = [
  'illegal_product',
  'counterfeit',
  'unsafe_product',
  'fraud',
  'rights',
  'hate_violence',
  'other',
] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

/** What an admin decides on a notice; all but `no_action` restrict the seller and need a statement of reasons. */
export const decisionKinds = [
  'no_action',
  'remove_listing',
  'restrict_shop',
  'suspend_shop',
  'suspend_account',
] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/** Every restriction a statement of reasons can report: the queue's and an admin's outside it. */
export const restrictionKinds = [
  'remove_listing',
  'restrict_shop',
  'suspend_shop',
  'suspend_account',
  'delete_user',
  /** The shop may not sell (hidden, no orders) until it gives its tax details (DAC7, docs/dac7.md); automated. */
  'stop_sales',
] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/** The ground of a restriction: a law, or a clause of the marketplace's terms. */
export const groundKinds = ['law', 'terms'] as const;
