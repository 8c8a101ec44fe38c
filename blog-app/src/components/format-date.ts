/** Post days in the reader's language: the kit's `Intl` formatting of calendar days. */
export { formatDay as formatDate } from '@site/kit';

/** The machine-readable day for `<time dateTime>`. */
export function isoDay(isoDate: string): string {
  return isoDate.slice(0, 10);
}
