/**
 * The one way this project starts Chromium (browser tests, bench:web, the load reader, the
 * visual QA script): Debian's chromium (`CHROME_PATH` overrides), headless, with nothing in
 * the background that would add requests or CPU to what is measured.
 */
import { chromium, type Browser } from 'playwright-core';

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
