import { ZONE, type Period } from './period';

/** The Stockholm day or week (its Monday) an instant column falls in, as a date. */
export const bucketOf = (column: string, bucket: Period['bucket']) =>
  `date_trunc('${bucket === 'day' ? 'day' : 'week'}', ${column} at time zone '${ZONE}')::date`;

/** The instant a Stockholm day (a `?` parameter) starts. */
export const dayStart = `(?::date)::timestamp at time zone '${ZONE}'`;
/** The instant after a Stockholm day (a `?` parameter) ends: bounds are `>= dayStart and < dayEnd`. */
export const dayEnd = `(?::date + 1)::timestamp at time zone '${ZONE}'`;

/** Every bucket of the period as rows of `bucket` (three parameters: `seriesParams`). */
export const bucketSeries = `select generate_series(?::date, ?::date, ?::interval)::date as bucket`;
export const seriesParams = (period: Period) => [
  period.firstBucket,
  period.lastBucket,
  period.bucket === 'day' ? '1 day' : '7 days',
];

/** A timestamptz as the API's ISO string (pg may hand a Date or, with a text parser, a string). */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** Bigint sums and counts arrive as strings. */
export const int = (value: string | number | null | undefined) => Number(value ?? 0);
