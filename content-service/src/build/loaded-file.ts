/** One content file as read and parsed: what the build thread, parse workers and the parse cache pass around. */
import type { Diagnostic } from '../errors.ts';
import type { EncodedPage } from './encode-page.ts';
import type { ParsedPage } from './page.ts';
import type { Source } from '../shared/sources.ts';

export interface LoadedFile {
  rel: string;
  source: Source;
  page?: ParsedPage;
  /** The page's row encoded for SQLite (its body tree is dropped once encoded). */
  encoded?: EncodedPage;
  navigation?: Record<string, unknown>;
  /** A navigation file's warnings (an icon no collection has); a page's are on the page. */
  warnings?: Diagnostic[];
  errors?: Diagnostic[];
  /** Parse-cache key of the text that was parsed (when asked for; see parse-cache.ts). */
  cacheKey?: string;
}
