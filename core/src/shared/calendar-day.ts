/**
 * A day a person typed (YYYY-MM-DD: the day an order was paid, shipped, delivered) as the instant the API
 * keeps: 00:00 UTC of that day. Its first ten characters are the day itself, which is what the spec's clients
 * show, and in Stockholm (UTC+1 or +2) it is 01:00 or 02:00 of the same day, so every screen, list and
 * overview that reads it in Stockholm time counts the same day. A value with a time (the contract's calendar
 * date allows one) is that moment.
 */
export const calendarDay = (value: string): Date =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00.000Z` : value);
