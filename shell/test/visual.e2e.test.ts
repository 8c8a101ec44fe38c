/**
 * The site as readers see it, in Chromium:
 * - visual regression: every route a reader meets (from the sitemap) at 360, 768, 1024 and
 *   1440 px in light and dark, and in Arabic at 360 and 1440 px, a viewport-high screenshot
 *   each, compared with the committed baselines in `shell/test/visual-baselines` (see
 *   support/screenshots.ts for the tolerance, the diff images and `npm run test:visual:update`);
 * - layout: at every width from 320 to 1920 px that the site has a breakpoint near, nothing
 *   sticks out of the viewport horizontally (outside scrollers meant for it) and no text is
 *   clipped (support/layout-problems.ts), in English and in Arabic, right to left;
 * - the phone and typography defects of issue 16, each checked where it was seen.
 * Screenshots are deterministic: reduced motion, animations stopped, caret hidden, fonts and
 * the images in view loaded, the footer's year masked. One site, one browser, one context per
 * mode, the three modes in parallel.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY, siteConfig } from '@site/contracts';
import { createI18n, headerItems, prepareTexts } from '@site/kit';
import { sampleRoutes } from '../../scripts/web/first-load.ts';
import { openHydrated } from './support/a11y-browser.ts';
import { layoutProblems } from './support/layout-problems.ts';
import { compareWithBaseline } from './support/screenshots.ts';
import { siteAndBrowserPerFile } from './support/site-and-browser.ts';

const SHOT_WIDTHS = [360, 768, 1024, 1440];
/** A phone, a tablet upright, a small laptop, a desktop. */
const HEIGHTS: Record<number, number> = { 360: 760, 768: 1024, 1024: 768, 1440: 900 };
/** 320 to 1920 px, with the widths just around the breakpoints (640, 768, 1024, 1280). */
const LAYOUT_WIDTHS = [320, 360, 390, 414, 600, 639, 641, 768, 900, 1023, 1024, 1087, 1180, 1279, 1280, 1440, 1920];

interface Mode {
  locale: string;
  theme: 'light' | 'dark';
  shots: number[];
  /** Widths the layout is checked at (the screenshot widths always are). */
  layout: number[];
}
// The layout does not depend on the colour mode: dark is checked at the screenshot widths.
const MODES: Record<string, Mode> = {
  light: { locale: 'en', theme: 'light', shots: SHOT_WIDTHS, layout: LAYOUT_WIDTHS },
  dark: { locale: 'en', theme: 'dark', shots: SHOT_WIDTHS, layout: SHOT_WIDTHS },
  ar: { locale: 'ar', theme: 'light', shots: [360, 1440], layout: LAYOUT_WIDTHS },
};

const shared = siteAndBrowserPerFile();

/** A page in `theme` (the site's stored choice and the system's), with reduced motion. */
function inMode<T>(theme: 'light' | 'dark', options: BrowserContextOptions, fn: (page: Page) => Promise<T>): Promise<T> {
  return shared.withPage({ colorScheme: theme, reducedMotion: 'reduce', ...options }, async (page) => {
    await page.context().addInitScript(([key, value]) => localStorage.setItem(key!, value!), [COLOR_MODE_STORAGE_KEY, theme]);
    return fn(page);
  });
}

/** How long a page may take to settle before the test names what it still waits for. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Fonts ready, the images in view loaded and decoded, then two frames for layout and paint.
 * Bounded: what has not settled in SETTLE_LIMIT_MS (fonts, an image's address), or the two
 * frames in 5 s more, is returned for the test to report by name, instead of waiting out its
 * own timeout (one run of many waited 420 s on something here; this says on what, next time).
 */
function settle(page: Page): Promise<string[]> {
  return page.evaluate(async (limitMs) => {
    const pending = new Set<string>(['fonts']);
    const fonts = document.fonts.ready.then(() => pending.delete('fonts'));
    const images = fonts.then(() => {
      const inView = [...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight && getComputedStyle(img).display !== 'none';
      });
      return Promise.all(
        inView.map((img) => {
          const name = `image ${img.currentSrc || img.src}`;
          pending.add(name);
          const done = img.complete
            ? img.decode().catch(() => undefined)
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              });
          return done.then(() => pending.delete(name));
        }),
      );
    });
    await Promise.race([images, new Promise((resolve) => setTimeout(resolve, limitMs))]);
    // Two frames for layout and paint; a page whose rendering is paused gives none.
    pending.add('two animation frames');
    const frames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([frames.then(() => pending.delete('two animation frames')), new Promise((resolve) => setTimeout(resolve, 5000))]);
    return [...pending];
  }, SETTLE_LIMIT_MS);
}

/** Settles `page`, adding what did not settle to `failures` under `where`. */
async function settleOrReport(page: Page, failures: string[], where: string): Promise<void> {
  for (const what of await settle(page)) failures.push(`${where}: the page had not settled: still waiting for ${what}`);
}

const fileName = (mode: string, route: string, width: number) => `${mode}-${route.replace(/\s+/g, '-')}-${width}`;

describe.concurrent.each(Object.keys(MODES))('every route, %s', (name) => {
  it('matches its screenshots, and nothing sticks out or is clipped at any width', async () => {
    const mode = MODES[name]!;
    const { site, routes } = shared;
    const paths = Object.entries(mode.locale === 'en' ? routes : await sampleRoutes(site.url, '/en', mode.locale));
    expect(paths.length).toBeGreaterThanOrEqual(9);
    const failures: string[] = [];
    await inMode(mode.theme, {}, async (page) => {
      for (const [route, path] of paths) {
        const layoutAt = async (width: number) => {
          for (const p of await layoutProblems(page)) failures.push(`${route} ${path} at ${width} px: ${p.kind} ${p.element}: ${p.detail}`);
        };
        for (const width of mode.shots) {
          // A fresh load at each width, as a reader on that screen gets it.
          await page.setViewportSize({ width, height: HEIGHTS[width]! });
          await openHydrated(page, `${site.url}${path}`);
          await settleOrReport(page, failures, `${route} ${path} at ${width} px`);
          const png = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator('.site-footer p')] });
          const { problem } = compareWithBaseline(fileName(name, route, width), png);
          if (problem) failures.push(`${route} ${path} at ${width} px: ${problem}`);
          await layoutAt(width);
        }
        // The other widths: the same page, resized.
        for (const width of mode.layout.filter((w) => !mode.shots.includes(w))) {
          await page.setViewportSize({ width, height: 800 });
          await settleOrReport(page, failures, `${route} ${path} at ${width} px`);
          await layoutAt(width);
        }
      }
    });
    expect(failures.join('\n')).toBe('');
  }, 420_000);
});

/** The locales whose header (centre items and "Open Studio") is longest, longest first. */
async function longestHeaders(count: number): Promise<string[]> {
  const lengths = await Promise.all(
    siteConfig.i18n.locales.map(async ({ code }) => {
      await prepareTexts(code);
      const i18n = createI18n(code);
      const t = (key: string) => i18n.t(key);
      const labels = [...headerItems(t, siteConfig, code, '/').map((item) => item.label), t('header.openStudio')];
      return [code, labels.join('').length] as const;
    }),
  );
  return lengths
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([code]) => code);
}

describe('the header', () => {
  it('fits between 1024 and 1279 px, where the centre items show, in the locales with its longest texts', async () => {
    const locales = await longestHeaders(3);
    const failures: string[] = [];
    await inMode('light', { viewport: { width: 1024, height: 768 } }, async (page) => {
      for (const locale of locales) {
        await openHydrated(page, `${shared.site.url}/${locale}`);
        for (const width of [1024, 1100, 1279]) {
          await page.setViewportSize({ width, height: 768 });
          await settleOrReport(page, failures, `/${locale} at ${width} px`);
          for (const p of await layoutProblems(page)) failures.push(`/${locale} at ${width} px: ${p.kind} ${p.element}: ${p.detail}`);
        }
      }
    });
    expect(failures.join('\n')).toBe('');
  });

  it('on a 320 px phone, a site name too long for the screen ends in an ellipsis and every header button stays on screen, in both directions', async () => {
    const failures: string[] = [];
    await inMode('light', { viewport: { width: 320, height: 640 } }, async (page) => {
      for (const path of [shared.routes.docs!, shared.routes.docs!.replace(/^\/en\//, '/ar/')]) {
        await openHydrated(page, `${shared.site.url}${path}`);
        // Another team's product name, longer than the seed site's two words.
        const truncated = await page.evaluate(() => {
          const [first, second] = document.querySelectorAll<HTMLElement>('.wordmark > span');
          first!.textContent = 'Acme Developer';
          second!.textContent = 'Platform Documentation';
          return [first!, second!].some(
            (span) => span.scrollWidth > span.clientWidth && getComputedStyle(span).textOverflow === 'ellipsis',
          );
        });
        if (!truncated) failures.push(`${path}: the long name is not shortened with an ellipsis`);
        await settleOrReport(page, failures, path);
        for (const p of await layoutProblems(page)) failures.push(`${path}: ${p.kind} ${p.element}: ${p.detail}`);
        for (const button of await page.getByRole('banner').getByRole('button').all()) {
          if (!(await button.isVisible())) continue;
          const box = (await button.boundingBox())!;
          if (box.x < 0 || box.x + box.width > 320)
            failures.push(
              `${path}: "${(await button.getAttribute('aria-label')) ?? (await button.textContent())}" spans ${box.x}..${box.x + box.width} px`,
            );
        }
      }
    });
    expect(failures.join('\n')).toBe('');
  });
});

describe('the phone and typography defects of issue 16 stay fixed', () => {
  it('on a touch phone, the copy button never covers the first line of code nor a code group tab, left to right and right to left', async () => {
    await inMode('light', { viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true }, async (page) => {
      for (const path of [shared.routes.docs!, shared.routes.docs!.replace(/^\/en\//, '/ar/')]) {
        await openHydrated(page, `${shared.site.url}${path}`);
        const covered = await page.evaluate(() => {
          const meets = (a: DOMRect, b: DOMRect) =>
            a.width > 0 && b.width > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
          return [...document.querySelectorAll('.code-block')].flatMap((block) => {
            const button = block.querySelector('.copy-button');
            if (!button || getComputedStyle(button).opacity === '0' || button.getClientRects().length === 0) return [];
            const b = button.getBoundingClientRect();
            const found: string[] = [];
            const first = block.querySelector('pre .line');
            if (first) {
              // the first line's text, as far as the code area shows it
              const pre = block.querySelector('pre')!.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(first);
              const visible = [...range.getClientRects()].map(
                (r) => new DOMRect(r.left, r.top, Math.max(0, Math.min(r.right, pre.right) - r.left), r.height),
              );
              if (visible.some((r) => meets(r, b))) found.push(`line "${(first.textContent ?? '').slice(0, 30)}"`);
            }
            const tabs = block.closest('.code-group')?.querySelectorAll('.code-group-tab') ?? [];
            for (const tab of tabs) if (meets(tab.getBoundingClientRect(), b)) found.push(`tab "${tab.textContent}"`);
            return found;
          });
        });
        expect(await page.locator('.code-group .code-block').count(), path).toBeGreaterThan(0);
        expect(covered, path).toEqual([]);
      }
    });
  });

  it('on a phone, the pricing comparison fits the screen with its caption whole; author avatars and Arabic search labels keep clear of each other', async () => {
    const { site, routes } = shared;
    await inMode('light', { viewport: { width: 360, height: 760 } }, async (page) => {
      await openHydrated(page, `${site.url}${routes.pricing}`);
      await page.locator('.pricing-comparison table').waitFor();
      const table = await page.evaluate(() => {
        const scroller = document.querySelector('.pricing-comparison')!;
        const caption = scroller.querySelector('caption')!.getBoundingClientRect();
        const box = scroller.getBoundingClientRect();
        return {
          overflow: scroller.scrollWidth - scroller.clientWidth,
          captionInside: caption.left >= box.left - 1 && caption.right <= box.right + 1,
        };
      });
      expect(table).toEqual({ overflow: 0, captionInside: true });

      await openHydrated(page, `${site.url}${routes['blog list']}`);
      const overlapping = await page.evaluate(
        () =>
          [...document.querySelectorAll('.author-avatars')].filter((list) => {
            const rects = [...list.querySelectorAll('.avatar')].map((a) => a.getBoundingClientRect());
            return rects.some((r, i) => i > 0 && r.left < rects[i - 1]!.right && r.right > rects[i - 1]!.left);
          }).length,
      );
      expect(await page.locator('.author-avatars .avatar').count()).toBeGreaterThan(1);
      expect(overlapping).toBe(0);

      await page.setViewportSize({ width: 1440, height: 900 });
      await openHydrated(page, `${site.url}${routes.docs!.replace(/^\/en\//, '/ar/')}`);
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('.search-button')].flatMap((button) => {
          const icon = button.querySelector('.icon')?.getBoundingClientRect();
          const label = button.querySelector('.search-label')?.getBoundingClientRect();
          if (!icon || !label || label.width < 2) return [];
          // right to left: the icon at the start (right), the label after it
          return [Math.round(icon.left - label.right)];
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);
    });
  });

  it('previous and next cards line up title, description and arrow on one side, in both directions', async () => {
    await inMode('light', { viewport: { width: 1440, height: 900 } }, async (page) => {
      // Hebrew has no translated docs: the neighbours' English titles and descriptions have a direction of their own.
      for (const locale of ['he', 'en']) {
        await openHydrated(page, `${shared.site.url}${shared.routes.docs!.replace(/^\/en\//, `/${locale}/`)}`);
        const sides = await page.evaluate(() =>
          [...document.querySelectorAll('.docs-surround .card')].map((card) => {
            const rtl = getComputedStyle(card).direction === 'rtl';
            const next = card.classList.contains('card-next');
            // The side the card's parts keep: its end for the next card, its start for the previous one.
            const side = next !== rtl ? 'right' : 'left';
            const edge = (el: Element | null) => {
              if (!el) return null;
              const range = document.createRange();
              range.selectNodeContents(el);
              const box = range.getBoundingClientRect();
              return Math.round(side === 'right' ? box.right : box.left);
            };
            const parts = [card.querySelector('.card-icon'), card.querySelector('.card-title a'), card.querySelector('.card-body')].map(
              (el) => (el?.classList.contains('card-icon') ? Math.round(el.getBoundingClientRect()[side]) : edge(el)),
            );
            return parts.filter((x): x is number => x !== null);
          }),
        );
        expect(sides.length).toBeGreaterThan(0);
        for (const card of sides) expect(Math.max(...card) - Math.min(...card), `${locale}: ${card.join(', ')}`).toBeLessThanOrEqual(2);
      }
    });
  });

  it("search results on a desktop keep a section's page name readable beside its heading and excerpt", async () => {
    await inMode('light', { viewport: { width: 1440, height: 900 } }, async (page) => {
      for (const locale of ['ja', 'en']) {
        await openHydrated(page, `${shared.site.url}/${locale}/docs/querying/filtering`);
        await page.keyboard.press('Control+k');
        await page.locator('.palette-input').fill('where');
        await page.locator('.palette-item-page').first().waitFor({ timeout: 20_000 });
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.palette-item-page')]
            // A name cut off although a fifth of the row would show it whole.
            .filter((name) => name.scrollWidth > name.clientWidth + 1 && name.scrollWidth < name.closest('.palette-item')!.clientWidth / 5)
            .map((name) => name.textContent),
        );
        expect(cut, locale).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  });

  it('docs typography: headings and inline code styled, cards titled as cards, one close button in the palette', async () => {
    await inMode('light', { viewport: { width: 1440, height: 900 } }, async (page) => {
      // The docs section's index page has cards linking to its pages.
      const section = shared.routes.docs!.replace(/\/[^/]+$/, '');
      await openHydrated(page, `${shared.site.url}${section}`);
      const style = await page.evaluate(() => {
        const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
        const body = css(document.querySelector('.prose p'))!;
        const h2 = css(document.querySelector('.prose h2'));
        const code = css(document.querySelector('.prose :not(pre) > code'));
        const cardLink = css(document.querySelector('.prose .card-title a'));
        const cardTitle = css(document.querySelector('.prose .card-title'));
        return {
          h2InHeadingColour: h2 ? h2.color !== body.color : null,
          codeBoxed: code ? code.borderTopWidth !== '0px' && code.backgroundColor !== 'rgba(0, 0, 0, 0)' : null,
          cardTitleUnderlined: cardLink ? cardLink.textDecorationLine !== 'none' : null,
          cardTitleInTitleColour: cardLink && cardTitle ? cardLink.color === cardTitle.color : null,
          // the search field's own clear button is hidden: the palette has its close button
          clearButtonHidden: [...document.styleSheets].some((sheet) =>
            [...sheet.cssRules].some(
              (rule) => rule.cssText.includes('.palette-input::-webkit-search-cancel-button') && rule.cssText.includes('display: none'),
            ),
          ),
        };
      });
      expect(style).toEqual({
        h2InHeadingColour: true,
        codeBoxed: true,
        cardTitleUnderlined: false,
        cardTitleInTitleColour: true,
        clearButtonHidden: true,
      });
    });
  });
});
