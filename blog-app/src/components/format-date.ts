/**
 * Dates of posts are calendar days (`2025-01-31`), not instants: format them in UTC so the
 * server and every reader's browser print the same day, whatever their time zone.
 */
export function formatDate(isoDate: string, locale: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  } catch {
    // An unknown locale tag must not break the page: fall back to English.
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
}

/** The machine-readable day for `<time dateTime>`. */
export function isoDay(isoDate: string): string {
  return isoDate.slice(0, 10);
}
