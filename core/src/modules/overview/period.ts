import type { OverviewRange } from '@torget/contract';
import { formatDate } from '@torget/i18n';

/** The time zone every overview counts days in: a Swedish shop's day, not UTC's. */
export { TIME_ZONE as ZONE } from '@torget/i18n';

/** The Stockholm calendar day of an instant, `YYYY-MM-DD` (the one date formatter's numeric date). */
export const dayInStockholm = (instant: Date): string => formatDate(instant, 'sv', 'date');

/** A `YYYY-MM-DD` day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the ISO week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface Period {
  range: OverviewRange;
  bucket: 'day' | 'week';
  /** First and last Stockholm day of the period (both included). */
  from: string;
  to: string;
  /** The first day of the first and of the last bucket (the chart's points run between them). */
  firstBucket: string;
  lastBucket: string;
  /** The period just before, as long, for the change. */
  previous: { from: string; to: string };
}

/**
 * `month`: the 30 days ending on `end`, by day. `year`: the 52 weeks (Monday–Sunday) ending with `end`'s
 * week, by week; its last week ends on `end`, so the previous period is the same stretch a year (364 days)
 * earlier and the two compare like with like.
 */
export function periodOf(range: OverviewRange, end: string | undefined, now = new Date()): Period {
  const to = end ?? dayInStockholm(now);
  if (range === 'month') {
    const from = addDays(to, -29);
    return {
      range,
      bucket: 'day',
      from,
      to,
      firstBucket: from,
      lastBucket: to,
      previous: { from: addDays(from, -30), to: addDays(to, -30) },
    };
  }
  const lastBucket = mondayOf(to);
  const from = addDays(lastBucket, -51 * 7);
  return {
    range,
    bucket: 'week',
    from,
    to,
    firstBucket: from,
    lastBucket,
    previous: { from: addDays(from, -364), to: addDays(to, -364) },
  };
}

/** The weeks a period touches (for figures always counted per week). */
export function weeksOf(period: Period): Period {
  return { ...period, bucket: 'week', firstBucket: mondayOf(period.from), lastBucket: mondayOf(period.to) };
}

/**
 * A stretch of days split for the rollups: the whole weeks (Monday–Sunday) inside it, `weeksFrom` up to
 * but not including `weeksTo`, read from a weekly rollup; and the days before and after them (`from` up to
 * `weeksFrom`, `weeksTo` through `to`) from a daily one. With no whole week inside, both are the day after
 * `to`, and the days are the whole stretch.
 */
export function wholeWeeksOf(from: string, to: string): { weeksFrom: string; weeksTo: string } {
  const weeksFrom = mondayOf(addDays(from, 6));
  const weeksTo = mondayOf(addDays(to, 1));
  if (weeksFrom < weeksTo) return { weeksFrom, weeksTo };
  return { weeksFrom: addDays(to, 1), weeksTo: addDays(to, 1) };
}
