/**
 * Visual and accessibility pass over a running site: every page type at desktop
 * (1440×900) and phone (390×844) size, light and dark, screenshots to OUT_DIR, and an
 * axe-core run on each page with a summary of violations.
 *
 *   node --import tsx shell/kit/scripts/visual-qa.ts [siteUrl] [outDir]
 *   SITE_URL=http://localhost:5000 ONLY=docs,pricing VIEWPORTS=desktop THEMES=dark …
 *
 * Needs Debian's chromium at /usr/bin/chromium (or CHROME_PATH).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY } from '@site/contracts';
import { AXE_SOURCE, runAxe, type AxeViolation } from './axe-run.ts';
import { launchChromium, startApp } from '../../../scripts/web/chromium.ts';

const siteUrl = (process.argv[2] ?? process.env.SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const outDir = process.argv[3] ?? process.env.OUT_DIR ?? '/tmp/visual-qa';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
type ViewportName = keyof typeof VIEWPORTS;
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Page types; `from` pages are found by following the first matching link of a list page. */
const PAGES: Array<{ name: string; path?: string; from?: { list: string; link: string } }> = [
  { name: 'home', path: '/en' },
  { name: 'docs', path: '/en/docs/getting-started/installation' },
  { name: 'blog', path: '/en/blog' },
  { name: 'blog-post', from: { list: '/en/blog', link: 'a[href^="/en/blog/"]' } },
  { name: 'changelog', path: '/en/changelog' },
  { name: 'changelog-entry', from: { list: '/en/changelog', link: 'a[href^="/en/changelog/"]' } },
  { name: 'templates', path: '/en/templates' },
  { name: 'template', from: { list: '/en/templates', link: 'a[href^="/en/templates/"]' } },
  { name: 'studio', path: '/en/studio' },
  { name: 'pricing', path: '/en/studio/pricing' },
  { name: 'not-found', path: '/en/no/such/page' },
  { name: 'ar-home', path: '/ar' },
  { name: 'ar-docs', path: '/ar/docs/getting-started' },
];

async function open(browser: Browser, viewport: ViewportName, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    colorScheme: theme,
    hasTouch: viewport === 'phone',
    bypassCSP: true,
  });
  await context.addInitScript(([key, mode]) => localStorage.setItem(key!, mode!), [COLOR_MODE_STORAGE_KEY, theme]);
  return context.newPage();
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await startApp(page, 15_000);
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const only = list(process.env.ONLY);
  const viewports = (list(process.env.VIEWPORTS) ?? Object.keys(VIEWPORTS)) as ViewportName[];
  const themes = (list(process.env.THEMES) ?? ['light', 'dark']) as Array<'light' | 'dark'>;
  const browser = await launchChromium();
  const report: Record<string, AxeViolation[]> = {};
  try {
    const resolved = new Map<string, string>();
    for (const target of PAGES.filter((p) => !only || only.includes(p.name))) {
      let pagePath = target.path;
      if (!pagePath && target.from) {
        const page = await open(browser, 'desktop', 'light');
        await visit(page, `${siteUrl}${target.from.list}`);
        pagePath = (await page.getAttribute(target.from.link, 'href')) ?? undefined;
        await page.context().close();
        if (!pagePath) throw new Error(`${target.name}: no link matching ${target.from.link} on ${target.from.list}`);
      }
      resolved.set(target.name, pagePath!);
      for (const viewport of viewports) {
        for (const theme of themes) {
          const page = await open(browser, viewport, theme);
          const errors: string[] = [];
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(m.text());
          });
          await visit(page, `${siteUrl}${pagePath}`);
          const file = path.join(outDir, `${target.name}-${viewport}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          await page.addScriptTag({ content: AXE_SOURCE });
          const violations = await runAxe(page);
          report[`${target.name} ${viewport} ${theme}`] = violations;
          const notes = [
            overflow > 0 ? `horizontal overflow ${overflow}px` : '',
            errors.length ? `${errors.length} console errors: ${errors.join(' | ').slice(0, 300)}` : '',
            violations.length ? violations.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ') : 'axe clean',
          ].filter(Boolean);
          console.log(`${target.name.padEnd(16)} ${viewport.padEnd(7)} ${theme.padEnd(5)} ${notes.join('; ')}`);
          await page.context().close();
        }
      }
    }
    fs.writeFileSync(path.join(outDir, 'axe.json'), JSON.stringify({ pages: Object.fromEntries(resolved), report }, null, 2));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
