/** docs/product.md §9 plans as a seller chooses them: 1 and 2 are selectable, 3 is shown but not yet. */
export const PLANS = {
  1: { summary: 'Plan 1 – free, up to 5 products, shop address on the marketplace', selectable: true },
  2: { summary: 'Plan 2 – 299 kr per year, up to 50 products, own domain optional', selectable: true },
  3: { summary: 'Plan 3 – 499 kr per year, domain included (not available yet)', selectable: false },
} as const;

export type PlanNumber = keyof typeof PLANS;

export const isPlan = (value: number): value is PlanNumber => value in PLANS;

/** 'Plan 2 – …' for known plans; other values have no label (docs/product.md §9). */
export const planLabel = (plan: number | null | undefined) =>
  plan != null && isPlan(plan) ? PLANS[plan].summary : 'No plan';
