import type { ServicePointDto } from '@torget/contract';

/**
 * A point's week as short lines: consecutive days with the same hours joined ("mån–fre 08:00–21:00").
 * `dayName(1…7)` gives the reader's short weekday names.
 */
export function openingHoursLines(
  hours: ServicePointDto['openingHours'],
  dayName: (day: number) => string,
): string[] {
  const sorted = [...hours].sort((a, b) => a.day - b.day);
  const groups: { from: number; to: number; time: string }[] = [];
  for (const { day, opens, closes } of sorted) {
    const time = `${opens}–${closes}`;
    const last = groups.at(-1);
    if (last && last.time === time && last.to === day - 1) last.to = day;
    else groups.push({ from: day, to: day, time });
  }
  return groups.map(({ from, to, time }) =>
    from === to ? `${dayName(from)} ${time}` : `${dayName(from)}–${dayName(to)} ${time}`,
  );
}
