/**
 * Server render cost of the parts of a docs page, in React time only (no network, no HTML
 * document): the Header (with the docs navigation for its drawer), the closed SearchPalette,
 * and DocsPageView, each rendered with renderToString RUNS times (default 200) after a
 * warm-up, in BATCHES batches (default 5); the fastest batch is reported, which keeps other
 * processes on a busy machine from skewing a before/after comparison.
 *
 *   NODE_ENV=production node --import tsx docs-app/bench/measure-ssr.ts [path] [locale]
 *
 * Reads the page from a running content service (CONTENT_URL, default http://127.0.0.1:5100).
 * A measurement tool for before/after comparisons on one machine, not a test.
 */
import { performance } from 'node:perf_hooks';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createContentClient, siteConfig } from '@site/contracts';
import { createHttpContentTransport } from '@site/contracts/server';
import { Header, prepareDocsNavigation, SearchPalette, SiteProvider } from '@site/kit';
import { loadDocsPage } from '../src/loaders/docs-page.ts';
import { DocsPageView } from '../src/components/DocsPageView.tsx';
import type { DocsPageData } from '../src/page-data.ts';

const RUNS = Number(process.env.RUNS ?? 200);
const BATCHES = Number(process.env.BATCHES ?? 5);
const path = process.argv[2] ?? '/docs/getting-started/installation';
const locale = process.argv[3] ?? siteConfig.i18n.defaultLocale;
const baseUrl = process.env.CONTENT_URL ?? 'http://127.0.0.1:5100';

function timeRender(name: string, element: () => ReactElement): void {
  for (let i = 0; i < 20; i++) renderToString(element());
  let bytes = 0;
  let ms = Infinity;
  for (let batch = 0; batch < BATCHES; batch++) {
    const start = performance.now();
    for (let i = 0; i < RUNS; i++) bytes = renderToString(element()).length;
    ms = Math.min(ms, (performance.now() - start) / RUNS);
  }
  console.log(`${name.padEnd(16)} ${ms.toFixed(3)} ms  ${String(bytes).padStart(7)} chars of HTML`);
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production')
    console.warn('NODE_ENV is not "production": React runs its development checks and times are inflated.');
  // The docs navigation tree loads on demand: ready before rendering, as the shell does.
  await prepareDocsNavigation();
  const content = createContentClient(createHttpContentTransport({ baseUrl }));
  const island = () => Promise.reject(new Error('docs pages render no islands'));
  const result = await loadDocsPage({ path, locale, params: {}, config: siteConfig, content, island });
  if (!('data' in result))
    throw new Error(
      `No docs page at ${path} (${locale}): ${'message' in result ? (result.message ?? 'not found') : 'not found'}. Is the content service running at ${baseUrl}?`,
    );
  const data: DocsPageData = result.data;
  const inSite = (child: ReactElement) => createElement(SiteProvider, { config: siteConfig, locale, path }, child);

  console.log(`${path} (${locale}), best of ${BATCHES} batches of ${RUNS} renders`);
  timeRender('Header', () => inSite(createElement(Header, { config: siteConfig, locale, path, navigation: data.navigation })));
  timeRender('SearchPalette', () => inSite(createElement(SearchPalette)));
  timeRender('DocsPageView', () => inSite(createElement(DocsPageView, { data })));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
