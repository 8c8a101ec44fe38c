/**
 * content-service's own copy of a docs collection's search index, for a site whose index
 * is larger than a palette should download (SEARCH_DOWNLOAD_BUDGET): read from the same
 * serialised index the palette would download, once per build and reader view (async
 * decompression, MiniSearch.loadJSAsync, which yields to other requests while it builds its
 * maps), then searched with the palette's own searchHits, one query per request.
 */
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '@site/contracts';
import { outputBodyAsync, type OutputRecord } from '../shared/database.ts';

export async function loadSearchEngine(record: OutputRecord): Promise<MiniSearch<SearchDocument>> {
  const serialized = JSON.parse((await outputBodyAsync(record)).toString());
  return MiniSearch.loadJSAsync<SearchDocument>(serialized, SEARCH_INDEX_OPTIONS);
}
