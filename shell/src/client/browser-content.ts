/**
 * The browser's content client: sql.js over the visited locale's dump, POST /query as the
 * fallback. Only a page resolved without its payload queries content in the browser, so this
 * module (the transport, the query builder, the collections' column decoding) is loaded by
 * the router on that path, never with the first page.
 */
import { createContentClient, isOtherLocaleDocs, type ContentClient } from '@site/contracts';
import { createBrowserTransport } from '@site/contracts/client';
import type { PageState } from '../app/page-state.ts';

declare const __SQL_WASM_URL__: string;

/** `locale` tells the locale being read when a query runs (the router's, once it runs). */
export function createBrowserContent(state: PageState, locale: () => string): ContentClient {
  // In preview the browser never queries its local copy of a collection: drafts live on the
  // server. Otherwise only the visited locale's docs dump is loaded; the default locale's
  // untranslated pages are queried over the network.
  const localDatabase = (collection: string) => !isOtherLocaleDocs(state.config, collection, locale());
  return createContentClient(
    createBrowserTransport({
      versions: state.contentVersions,
      wasmUrl: __SQL_WASM_URL__,
      localDatabase: state.preview ? false : localDatabase,
    }),
  );
}
