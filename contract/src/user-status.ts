/**
 * The user list's status filter: docs/product.md §4 shop statuses by their query words. Schema-free, so the browser entry
 * can hand it to the admin app's filter.
 */
export const userStatusFilters = { waiting: 'Waiting for approval', open: 'Open', closed: 'Closed' } as const;
export type UserStatusFilter = keyof typeof userStatusFilters;

export const isUserStatusFilter = (value: string): value is UserStatusFilter => value in userStatusFilters;
