/** 'March 2026' for '2026-03': a calendar month by name, with no zone involved (it is a label, not a time). */
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function monthText(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthName.format(Date.UTC(year, monthNumber - 1, 1));
}
