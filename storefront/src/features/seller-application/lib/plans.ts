/** docs/product.md §9 plans as a seller chooses them: 1 and 2 are selectable, 3 is shown but not yet (`summary`: a text id). */
export const PLANS = {
  1: { summary: 'plans.1', selectable: true },
  2: { summary: 'plans.2', selectable: true },
  3: { summary: 'plans.3', selectable: false },
} as const;

export type PlanNumber = keyof typeof PLANS;

export const isPlan = (value: number): value is PlanNumber => value in PLANS;

/** The text id of 'Plan 2 – …' for known plans; other values have no plan (docs/product.md §9). */
export const planLabel = (plan: number | null | undefined) =>
  plan != null && isPlan(plan) ? PLANS[plan].summary : 'plans.none';
