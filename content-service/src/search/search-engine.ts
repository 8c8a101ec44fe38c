/**
 * content-service's own copy of a docs collection's search index, for a site whose index
 * is larger than a palette should download (SEARCH_DOWNLOAD_BUDGET): read from the same
 * serialised index the palette would download, once per build and reader view, without
 * blocking the event loop (async decompression, MiniSearch.loadJSONAsync), then searched with
 * the palette's own searchHits, one query per request.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '@site/contracts';
import type { OutputRecord } from '../shared/database.ts';

const gunzip = promisify(zlib.gunzip);

async function indexText(record: OutputRecord): Promise<string> {
  if (record.body.length === 0 && record.size > 0 && record.gzip) return (await gunzip(record.gzip)).toString();
  return record.body.toString();
}

export function loadSearchEngine(record: OutputRecord): Promise<MiniSearch<SearchDocument>> {
  return indexText(record).then((json) => MiniSearch.loadJSONAsync<SearchDocument>(json, SEARCH_INDEX_OPTIONS));
}
