/**
 * The one way this project starts Chromium (browser tests, bench:web, the load reader, the
 * visual QA script): Debian's chromium (`CHROME_PATH` overrides), headless, with nothing in
 * the background that would add requests or CPU to what is measured.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium with the project's flags, plus `extraArgs` (host rules, secure origins, …). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * The app starts at the reader's first intent (shell/src/client/first-intent.ts): this is
 * the smallest one, a Shift key press (no shortcut, nothing moves, focus stays), and then
 * waits until the page has hydrated. For tests and measurements of the app itself; a test of
 * what a reader sees before, or of a click made before the app is ready, does not call it.
 */
export async function startApp(page: Page, timeout = 60_000): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout });
}

/**
 * Resolves once `page` has had no request in flight for `quietMs`. Playwright's
 * `waitForLoadState('networkidle')` answers at once for a page that was idle once already,
 * so what the app loads after it starts (the router's code, preloads) needs this instead.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 30_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeout;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page still had ${inFlight} requests in flight after ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
