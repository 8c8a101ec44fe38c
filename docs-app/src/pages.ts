/** The page this remote exposes to the shell (`./pages`): any docs path, in the docs layout. */
import { DOCS_TEXTS } from './i18n/index.ts';
import { loaderOnDemand, type RemotePage } from '@site/contracts';
import { DocsPageView } from './components/DocsPageView.tsx';
import type { DocsPageData } from './page-data.ts';

const DocsPage: RemotePage<DocsPageData> = {
  load: loaderOnDemand(
    () => import('./loaders/docs-page.ts'),
    (m) => m.loadDocsPage,
  ),
  Component: DocsPageView,
  texts: DOCS_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { DocsPage };
