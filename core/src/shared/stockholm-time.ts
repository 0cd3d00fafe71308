import { formatDate, stockholmDayStart } from '@torget/i18n';

/**
 * The last moment (to the millisecond) of the calendar day `days` days after `instant`'s day in Stockholm: a
 * period "until 14 days after delivery" ends at midnight in Stockholm, summer or winter time, whatever the
 * server's own time zone.
 */
export function endOfStockholmDayAfter(instant: Date, days: number): Date {
  const [year, month, day] = formatDate(instant, 'sv', 'date').split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const following = new Date(Date.UTC(year, month - 1, day + days + 1)).toISOString().slice(0, 10);
  return new Date(stockholmDayStart(following).getTime() - 1);
}
