/**
 * Makes the content client over a transport (content-client.ts has its interface and the
 * paths of the content API). A module of its own: with it comes the query builder, which only
 * the page loaders need, never the code of a first paint.
 */
import { contentApi, type ContentClient, type ContentTransport } from './content-client.ts';
import { CollectionQuery } from './query/sql-builder.ts';

export function createContentClient(transport: ContentTransport): ContentClient {
  return {
    queryCollection: <Row>(collection: string) => new CollectionQuery<Row>(collection, (c, sql) => transport.query(c, sql)),
    navigation: (collection, opts) => transport.getJson(contentApi.navigation(collection, opts)),
    searchSections: (collection) => transport.getJson(contentApi.searchSections(collection)),
    navigationView: (collection, path, opts) => transport.getJson(contentApi.navigationView(collection, path, opts)),
    navigationChildren: (collection, path, opts) => transport.getJson(contentApi.navigationChildren(collection, path, opts)),
    translations: (path) => transport.getJson(contentApi.translations(path)),
    surround: (collection, path, opts = {}) =>
      transport.getJson(contentApi.surround(collection, path, opts.before ?? 1, opts.after ?? 1, opts)),
    rawMarkdown: (collection, path) => transport.getText(contentApi.raw(collection, path)),
    info: () => transport.getJson(contentApi.info()),
  };
}
