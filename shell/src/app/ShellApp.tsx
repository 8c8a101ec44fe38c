/**
 * The app shell, rendered identically on the server and in the browser: header, the page
 * outlet in its layout, footer and search palette (spec §2).
 */
import type { ComponentType } from 'react';
import { docsCollection } from '@site/kit';
import { ErrorScreen, Footer, Header, I18nProvider, NotFound, SearchPalette, UnavailableRegion } from '@site/kit/ui';
import type { PageState } from './page-state.ts';

export interface ShellAppProps {
  state: PageState;
  /** The page component, already loaded (null unless `state.view.kind === 'page'`). */
  Page: ComponentType<{ data: unknown }> | null;
}

function Outlet({ state, Page }: ShellAppProps) {
  const { view, route, config } = state;
  switch (view.kind) {
    case 'page':
      return Page ? <Page data={view.data} /> : <UnavailableRegion remote={route.owner} />;
    case 'unavailable':
      return <UnavailableRegion remote={view.remote} />;
    case 'not-found':
      return <NotFound config={config} locale={route.locale} />;
    case 'error':
      return <ErrorScreen config={config} locale={route.locale} statusCode={view.statusCode} message={view.message} />;
  }
}

export function ShellApp({ state, Page }: ShellAppProps) {
  const { config, route } = state;
  const layoutClass = route.layout === 'docs' && state.view.kind === 'page' ? 'layout-docs' : 'layout-default';
  return (
    <I18nProvider locale={route.locale}>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header config={config} locale={route.locale} path={route.path} />
      <main id="main" className={layoutClass} data-route={route.id}>
        <Outlet state={state} Page={Page} />
      </main>
      <Footer config={config} locale={route.locale} />
      <SearchPalette config={config} locale={route.locale} collection={docsCollection(config, route.locale)} />
    </I18nProvider>
  );
}
