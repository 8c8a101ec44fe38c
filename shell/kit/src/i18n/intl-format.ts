/**
 * Dates, numbers and prices in the visited locale through `Intl`, with the locale's BCP 47
 * tag (`zh_cn` → `zh-CN`). A tag the runtime cannot format falls back to English rather than
 * breaking the page.
 */
import { localeDir, localeTag } from '@site/contracts';

/**
 * The server's ICU is not the browser's: Chromium has no number formats for Khmer, Kurdish,
 * Armenian, Georgian, Kyrgyz, Mongolian, Tajik or Uyghur (`$19` where Node writes `19$` or
 * `١٩ US$`), and formats Azerbaijani, Kazakh and Uzbek differently; each such text made the
 * page's hydration fail (React error #418). So what the server formats for a page travels with
 * it (PageState.formats) and the browser shows the same text; only numbers the page comes to
 * show later (a filter's count) are formatted by the browser.
 */
let recording: Map<string, string> | null = null;
let fromServer: Record<string, string> = {};

function remembered(key: string, make: () => string): string {
  const given = fromServer[key];
  if (given !== undefined) return given;
  const text = make();
  recording?.set(key, text);
  return text;
}

/** Runs a server render and returns what it formatted, for the page's state. */
export function recordFormats<T>(render: () => T): { value: T; formats: Record<string, string> } {
  recording = new Map();
  try {
    const value = render();
    return { value, formats: Object.fromEntries(recording) };
  } finally {
    recording = null;
  }
}

/** Takes the formats the server made for the page (before it hydrates). */
export function adoptServerFormats(formats: Record<string, string> | undefined): void {
  if (formats) fromServer = { ...fromServer, ...formats };
}

function supportedTag(locale: string): string {
  const tag = localeTag(locale);
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length ? tag : 'en';
  } catch {
    return 'en';
  }
}

/**
 * A calendar day (`2025-01-31`, not an instant), formatted in UTC so the server and every
 * reader's browser print the same day whatever their time zone; unparseable input is
 * returned as written.
 */
export function formatDay(isoDate: string, locale: string): string {
  return remembered(`d|${locale}|${isoDate}`, () => dayText(isoDate, locale));
}

function dayText(isoDate: string, locale: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(supportedTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

export function formatNumber(value: number, locale: string): string {
  return remembered(`n|${locale}|${value}`, () => new Intl.NumberFormat(supportedTag(locale)).format(value));
}

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };

/**
 * A price written in content (`$19`, `19 €`, `EUR 19.50`) in the visited locale's currency
 * format; anything else (`Free`, `Custom`) is returned as written.
 */
export function formatPrice(text: string, locale: string): string {
  return remembered(`p|${locale}|${text}`, () => priceText(text, locale));
}

function priceText(text: string, locale: string): string {
  const match = /^\s*(?:([$€£¥₹]|[A-Z]{3})\s*)?(\d+(?:[.,]\d{1,2})?)\s*([$€£¥₹]|[A-Z]{3})?\s*$/.exec(text);
  if (!match) return text;
  const [, before, amount, after] = match;
  const mark = before ?? after;
  if (!mark || (before && after)) return text;
  const currency = CURRENCY_SYMBOLS[mark] ?? mark;
  const value = Number(amount!.replace(',', '.'));
  try {
    const whole = Number.isInteger(value);
    const format = new Intl.NumberFormat(supportedTag(locale), {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    if (localeDir(locale) === 'ltr') return format.format(value);
    // In a right-to-left line the bidi algorithm gives the `$` of `US$` (after Latin letters,
    // before the line's end) to the line's direction: Arabic's `79 US$` showed as `$US 79`.
    // Isolated (first strong isolate, so `ر.س.` stays right to left), the symbol keeps its order.
    return format
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? `\u2068${part.value}\u2069` : part.value))
      .join('');
  } catch {
    // Not an ISO currency code after all (a word in capitals): keep the author's text.
    return text;
  }
}
