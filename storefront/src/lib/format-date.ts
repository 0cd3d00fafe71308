const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

/**
 * docs/product.md §9: list tables show the date with the time, as Swedes write it ('2026-11-23 09:30'), in the reader's
 * time zone — date and time from the same clock; empty for none.
 */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '');
