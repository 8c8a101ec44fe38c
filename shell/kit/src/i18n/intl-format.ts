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

/** A language's name in the locale's language (`en` in `ar` → "الإنجليزية"), in English where it has none. */
export function formatLanguageName(lang: string, locale: string): string {
  return remembered(`ln|${locale}|${lang}`, () => {
    const tag = localeTag(locale);
    try {
      const reader = Intl.DisplayNames.supportedLocalesOf([tag]).length ? tag : 'en';
      return new Intl.DisplayNames([reader], { type: 'language' }).of(localeTag(lang)) ?? lang;
    } catch {
      return lang;
    }
  });
}

/** A year in the locale's digits, without grouping (`2026`, `۲۰۲۶`, `٢٠٢٦`). */
export function formatYear(year: number, locale: string): string {
  return remembered(`y|${locale}|${year}`, () => new Intl.NumberFormat(supportedTag(locale), { useGrouping: false }).format(year));
}

/** How the locale joins a list ("A, B, and C", "A、B、C", "A وB وC"); English where it has no list format. */
function listFormat(locale: string): Intl.ListFormat {
  const tag = localeTag(locale);
  try {
    return new Intl.ListFormat(Intl.ListFormat.supportedLocalesOf([tag]).length ? tag : 'en', { type: 'conjunction' });
  } catch {
    return new Intl.ListFormat('en', { type: 'conjunction' });
  }
}

/** Names joined as the locale joins a list (an English `, ` read "Mara, Tomás" in Japanese). */
export function formatList(items: readonly string[], locale: string): string {
  return remembered(`l|${locale}|${items.join('\u001f')}`, () => listFormat(locale).format(items));
}

/**
 * The text around and between `count` list items as the locale writes it, for items that are
 * elements (`<code>main</code>`): `count + 1` pieces, the first before the first item.
 */
export function listSeparators(count: number, locale: string): string[] {
  const pieces = remembered(`ls|${locale}|${count}`, () => {
    const marks = Array.from({ length: count }, (_, i) => String.fromCharCode(0xe000 + i));
    return JSON.stringify(
      listFormat(locale)
        .format(marks)
        .split(/[\ue000-\uf8ff]/),
    );
  });
  return JSON.parse(pieces) as string[];
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
