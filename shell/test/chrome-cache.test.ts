/**
 * The chrome cache (shell/src/server/chrome-cache.ts): a page made from cached chrome is byte
 * for byte the page React renders whole (the browser hydrates the whole app root), and a
 * cached part is never served to another build.
 */
import { createElement, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { effectiveForcedMode, siteConfig } from '@site/contracts';
import { $forcedColorMode, prepareIcons, prepareTexts } from '@site/kit';
import { ShellApp } from '../src/app/ShellApp.tsx';
import type { PageState } from '../src/app/page-state.ts';
import { ChromeCache, chromeKeys, type AppRender } from '../src/server/chrome-cache.ts';
import { pageText, SharedPart, type PagePart } from '../src/server/encode-page.ts';

/** A page with ids of its own: the chrome beside it must not move them. */
function IdPage({ data }: { data: unknown }) {
  const id = useId();
  return createElement('section', { 'aria-labelledby': id }, createElement('h1', { id }, String((data as { title: string }).title)));
}

const route = (path: string, locale: string) => {
  const owner = path.startsWith('/docs') ? 'docs' : path.startsWith('/blog') ? 'blog' : path.startsWith('/studio') ? 'studio' : 'shell';
  return {
    id: 'test',
    owner,
    page: 'Test',
    layout: path.startsWith('/docs') ? 'docs' : 'default',
    locale,
    path,
    params: {},
  } as PageState['route'];
};

const pageState = (path: string, locale = 'en', over: Partial<PageState> = {}): PageState => ({
  config: siteConfig,
  buildId: 'build-1',
  remotes: { docs: 'v1' },
  contentVersions: {},
  route: route(path, locale),
  status: 200,
  head: { title: path, alternates: ['en', 'fr'] },
  view: { kind: 'page', data: { title: `Title of ${path}`, navigation: { nodes: [] } } },
  year: 2026,
  ...over,
});

/** What the shell does per request: the forced colour mode set, then the app rendered. */
function appRender(state: PageState): AppRender {
  return (place) => {
    $forcedColorMode.set(effectiveForcedMode(state.head.forcedColorMode));
    return renderToString(createElement(ShellApp, { state, Page: IdPage as ComponentType<{ data: unknown }>, chrome: place }));
  };
}

function wholeRender(state: PageState): string {
  $forcedColorMode.set(effectiveForcedMode(state.head.forcedColorMode));
  return renderToString(createElement(ShellApp, { state, Page: IdPage as ComponentType<{ data: unknown }> }));
}

const sharedTexts = (parts: PagePart[]) => parts.filter((p): p is SharedPart => p instanceof SharedPart).map((p) => p.text);

describe('the chrome cache', () => {
  beforeAll(async () => {
    await Promise.all([prepareIcons(), ...['en', 'fr', 'ar'].map((locale) => prepareTexts(locale))]);
  });

  it('makes every kind of page byte for byte as React renders it whole, once its chrome is cached', () => {
    const cache = new ChromeCache();
    const states = [
      pageState('/docs/getting-started/installation'),
      pageState('/docs/other/page'),
      pageState('/'),
      pageState('/blog'),
      pageState('/blog/a-post'),
      pageState('/studio'),
      pageState('/studio/pricing'),
      pageState('/templates'),
      pageState('/changelog'),
      pageState('/docs/getting-started/installation', 'fr'),
      pageState('/docs/getting-started/installation', 'ar'),
      pageState('/', 'ar'),
      pageState('/docs/x', 'en', { head: { title: 'x', forcedColorMode: 'dark' } }),
      pageState('/docs/x', 'en', { year: 2027 }),
      pageState('/missing', 'en', { status: 404, view: { kind: 'not-found', message: 'nope' } }),
      pageState('/docs/x', 'en', { preview: true }),
    ];
    // Twice over: first the keys are learnt, then every page is made from cached chrome.
    for (const round of [1, 2]) {
      for (const state of states) {
        const parts = cache.render(state.buildId, chromeKeys(state), appRender(state));
        expect(pageText(parts), `${state.route.locale} ${state.route.path}, round ${round}`).toBe(wholeRender(state));
        if (round === 2) expect(sharedTexts(parts)).toHaveLength(2);
      }
    }
  });

  it('shares one header among the pages of a section and locale, and tells sections and locales apart', () => {
    const cache = new ChromeCache();
    const header = (state: PageState) => sharedTexts(cache.render(state.buildId, chromeKeys(state), appRender(state)))[0];
    for (const state of [pageState('/docs/a'), pageState('/docs/b'), pageState('/blog'), pageState('/docs/a', 'fr')]) header(state);
    expect(header(pageState('/docs/a'))).toBe(header(pageState('/docs/b')));
    expect(header(pageState('/docs/a'))).not.toBe(header(pageState('/blog')));
    expect(header(pageState('/docs/a'))).not.toBe(header(pageState('/docs/a', 'fr')));
  });

  it('renders the chrome again for another build: a content rebuild or a remote switch never gets the old one', () => {
    const cache = new ChromeCache();
    // A stand-in app whose chrome says which build drew it, as a changed header would.
    const app =
      (build: string): AppRender =>
      (place) => {
        const html = (node: ReturnType<typeof place>) => (typeof node === 'string' ? node : renderToString(node));
        const header = place('header', createElement('header', null, `drawn by ${build}`));
        const footer = place('footer', createElement('footer', null, `footer of ${build}`));
        return `${html(header)}<main></main>${html(footer)}`;
      };
    // The same key for both parts, too: each part has its own.
    const keys = { header: 'en|same', footer: 'en|same' };
    for (const build of ['build-1', 'build-1', 'build-2', 'build-2', 'build-1']) {
      expect(pageText(cache.render(build, keys, app(build)))).toBe(
        `<header>drawn by ${build}</header><main></main><footer>footer of ${build}</footer>`,
      );
    }
  });

  it('renders a page whole, every time, when its chrome cannot be cut out of the app exactly', () => {
    const cache = new ChromeCache();
    let renders = 0;
    // The marker changes the text around it: the part is not the only difference.
    const app: AppRender = (place) => {
      renders++;
      const header = place('header', createElement('header', null, 'h'));
      return typeof header === 'string' ? `<b>${header}</b>` : `<i>${renderToString(header)}</i>`;
    };
    const keys = { header: 'k', footer: 'k' };
    for (let i = 0; i < 3; i++) expect(pageText(cache.render('b', keys, app))).toBe('<i><header>h</header></i>');
    // The first request renders whole, then once per part with its marker; the others once, whole.
    expect(renders).toBe(3 + 2);
  });
});
