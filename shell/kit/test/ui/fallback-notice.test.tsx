// @vitest-environment happy-dom
/**
 * The "not translated yet" notice reads the same in the browser as the server wrote it, in
 * every locale. Browsers ship less locale data than Node: Chromium names Khmer, Kyrgyz or
 * Uyghur in English (`Intl.DisplayNames`), so a notice that asked the runtime for the
 * language's name changed language mid-sentence when the page hydrated (and React threw away
 * the server's HTML of the templates list, error #418).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeLocales, siteConfig } from '@site/contracts';
import { ContentRegion } from '../../src/ContentRegion.tsx';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';
import { cleanup, renderView, screen } from '../../src/testing/index.ts';

const locales = activeLocales({ ...siteConfig, i18n: { ...siteConfig.i18n, enabled: true } })
  .map((l) => l.code)
  .filter((code) => code !== siteConfig.i18n.defaultLocale);

beforeAll(async () => {
  for (const locale of locales) await prepareTexts(locale);
});
afterEach(cleanup);

function noticeText(locale: string): string {
  renderView(<ContentRegion>English content</ContentRegion>, locale);
  const text = screen.getByRole('note').textContent ?? '';
  cleanup();
  return text;
}

/** A runtime without display names for any language but English, as Chromium is for several. */
function withEnglishOnlyDisplayNames<T>(run: () => T): T {
  const intl = Intl as { DisplayNames: unknown };
  const real = Intl.DisplayNames;
  const english = new real(['en'], { type: 'language' });
  intl.DisplayNames = class {
    static supportedLocalesOf(tags: string[]) {
      return tags.filter((tag) => tag.startsWith('en'));
    }
    of(code: string) {
      return english.of(code);
    }
  };
  try {
    return run();
  } finally {
    intl.DisplayNames = real;
  }
}

describe('the fallback notice', () => {
  it.each(locales)('in %s does not depend on the runtime’s locale data', (locale) => {
    const here = noticeText(locale);
    expect(here.length).toBeGreaterThan(10);
    expect(withEnglishOnlyDisplayNames(() => noticeText(locale))).toBe(here);
  });
});
