const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short' });

/** A date as Swedes write it (2026-11-23); empty for none. */
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '');
