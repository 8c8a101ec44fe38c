/**
 * The app shell, rendered identically on the server and in the browser: header, the page
 * outlet in its layout, footer and search palette (spec §2).
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { PAGE_ELEMENT_IDS, localePath, type DocsLayoutData } from '@site/contracts';
import { ErrorScreen, Footer, Header, NotFound, PreviewBar, SearchPalette, SiteProvider, Toasts, UnavailableRegion } from '@site/kit';
import { LoadingBar } from './LoadingBar.tsx';
import { SkipLinks } from './SkipLinks.tsx';
import type { PageState } from './page-state.ts';

export interface ShellAppProps {
  state: PageState;
  /** The page component, already loaded (null unless `state.view.kind === 'page'`). */
  Page: ComponentType<{ data: unknown }> | null;
  /**
   * The server's stand-in for a part of the chrome it already has as HTML (chrome-cache.ts):
   * it gets each part's element and renders what it returns in its place. The browser renders
   * every part.
   */
  chrome?: (part: ChromePart, element: ReactElement) => ReactNode;
}

/** The parts of the app shell that are the same on many pages (see ../server/chrome-cache.ts). */
export type ChromePart = 'header' | 'footer';

const renderAll = (_part: ChromePart, element: ReactElement) => element;

const SECTION_NAMES: Record<string, string> = { docs: 'Documentation', blog: 'Blog', templates: 'Templates', studio: 'Studio' };

function Outlet({ state, Page }: ShellAppProps) {
  const { view, route, config } = state;
  const retryHref = localePath(config, route.locale, route.path);
  switch (view.kind) {
    case 'page':
      return Page ? <Page data={view.data} /> : <UnavailableRegion retryHref={retryHref} name={SECTION_NAMES[route.owner]} />;
    case 'unavailable':
      return <UnavailableRegion retryHref={retryHref} name={SECTION_NAMES[view.remote]} />;
    case 'not-found':
      return <NotFound config={config} locale={route.locale} />;
    case 'redirect':
      return null;
    case 'error':
      return (
        <ErrorScreen error={{ statusCode: view.statusCode, message: view.message }} redirect={localePath(config, route.locale, '/')} />
      );
  }
}

export function ShellApp({ state, Page, chrome = renderAll }: ShellAppProps) {
  const { config, route } = state;
  const isDocsPage = route.layout === 'docs' && state.view.kind === 'page';
  const navigation = isDocsPage ? (state.view as { data: DocsLayoutData }).data.navigation : undefined;
  // Which locales have this page: known for a page the server resolved (its hreflang list).
  const translated = state.view.kind === 'page' && state.status === 200 ? state.head.alternates : undefined;
  return (
    <SiteProvider config={config} locale={route.locale} path={route.path}>
      <LoadingBar />
      <SkipLinks withSidebar={isDocsPage} />
      {state.preview ? <PreviewBar /> : null}
      {chrome(
        'header',
        <Header config={config} locale={route.locale} path={route.path} translated={translated} {...(navigation ? { navigation } : {})} />,
      )}
      {/* Focusable from script only: the skip link's target and where focus goes after a client navigation without an h1. */}
      <main id={PAGE_ELEMENT_IDS.main} tabIndex={-1} className={isDocsPage ? 'layout-docs' : 'layout-default'} data-route={route.id}>
        <Outlet state={state} Page={Page} />
      </main>
      {chrome('footer', <Footer config={config} year={state.year} />)}
      <SearchPalette />
      <Toasts />
    </SiteProvider>
  );
}
