/**
 * Calendar days as they are in Sweden: a period "until 14 days after delivery" ends at midnight in
 * Stockholm, summer or winter time, whatever the server's own time zone.
 */
const TIME_ZONE = 'Europe/Stockholm';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function stockholmParts(
  instant: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far Stockholm's clock is ahead of UTC at `instant`, in milliseconds (1 or 2 hours). */
function offsetAt(instant: Date): number {
  const { year, month, day, hour, minute, second } = stockholmParts(instant);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The last moment (to the millisecond) of the calendar day `days` days after `instant`'s day in Stockholm.
 * Swedish clocks change at 02:00 or 03:00, never at midnight, so a day's start is always one instant.
 */
export function endOfStockholmDayAfter(instant: Date, days: number): Date {
  const { year, month, day } = stockholmParts(instant);
  const nextMidnightAsUtc = Date.UTC(year, month - 1, day + days + 1);
  const guess = new Date(nextMidnightAsUtc - offsetAt(new Date(nextMidnightAsUtc)));
  const midnight = nextMidnightAsUtc - offsetAt(guess);
  return new Date(midnight - 1);
}
