/**
 * The short form of `npm run bench:web` that CI runs: every route's first-load JavaScript
 * (gzip bytes, cold, phone profile: what a reader who only reads downloads) and the app its
 * first intent loads (until the page has hydrated) stay within their budgets in
 * scripts/web/js-budget.json plus 5%. Bytes are stable from run to run, unlike times, so
 * this can fail a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../scripts/processes.ts';
import { measureFirstLoad } from '../../scripts/web/first-load.ts';
import { listedRoutes } from './support/listed-routes.ts';
import { startTestSite, type TestSite } from './support/test-site.ts';
import { launchChromium } from '../../scripts/web/chromium.ts';

const BUDGET = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/web/js-budget.json'), 'utf8')) as {
  budgetKb: Record<string, number>;
  appBudgetKb: Record<string, number>;
};
const TOLERANCE = 1.05;

let site: TestSite;
let browser: Browser;
let routes: Record<string, string>;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchChromium()]);
  routes = await listedRoutes(site);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('first-load JavaScript budget', () => {
  it('has a budget for every route a reader meets', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(BUDGET.budgetKb).sort());
    expect(Object.keys(routes).sort()).toEqual(Object.keys(BUDGET.appBudgetKb).sort());
  });

  for (const route of Object.keys(BUDGET.budgetKb)) {
    it(`${route} ships no more than its budget + 5%`, async () => {
      const pathname = routes[route];
      expect(pathname, `no ${route} route found in the sitemap`).toBeDefined();
      const load = await measureFirstLoad(browser, `${site.url}${pathname}`);
      // A failure names what the site's processes said (a remote unavailable, a shed page).
      expect(load.status, site.recentErrors().slice(-15).join('\n')).toBe(200);
      const limit = BUDGET.budgetKb[route]! * 1024 * TOLERANCE;
      expect(load.jsGzip, `${route} (${pathname}) loads ${load.scripts} scripts: ${load.scriptUrls.join(', ')}`).toBeLessThanOrEqual(limit);
      const appLimit = BUDGET.appBudgetKb[route]! * 1024 * TOLERANCE;
      expect(load.appJsGzip, `${route} (${pathname}) starts its app with ${load.appScriptUrls.join(', ')}`).toBeLessThanOrEqual(appLimit);
    });
  }
});
