/**
 * The one errors module of content-service: every error a caller can see has a stable
 * code, a message that says what went wrong and how to fix it, and an HTTP status.
 * The HTTP layer turns these into `{ statusCode, code, message }` and never a stack.
 */

const ERROR_CODES = {
  CONTENT_SQL_REJECTED: 400,
  CONTENT_QUERY_TOO_LARGE: 400,
  CONTENT_QUERY_TIMEOUT: 400,
  CONTENT_BAD_REQUEST: 400,
  CONTENT_COLLECTION_NOT_FOUND: 404,
  CONTENT_PAGE_NOT_FOUND: 404,
  CONTENT_FILE_NOT_FOUND: 404,
  CONTENT_ROUTE_NOT_FOUND: 404,
  CONTENT_ICON_NOT_FOUND: 404,
  CONTENT_METHOD_NOT_ALLOWED: 405,
  CONTENT_UNSUPPORTED_ENCODING: 415,
  CONTENT_NO_ICON_PROVIDER: 424,
  CONTENT_NOT_BUILT: 503,
  CONTENT_SEARCH_LOADING: 503,
  CONTENT_BUILD_FAILED: 500,
  CONTENT_INTERNAL: 500,
} as const;

export type ContentErrorCode = keyof typeof ERROR_CODES;

export class ContentError extends Error {
  override name = 'ContentError';
  readonly status: number;
  constructor(
    readonly code: ContentErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
  toJSON(): { statusCode: number; code: ContentErrorCode; message: string } {
    return { statusCode: this.status, code: this.code, message: this.message };
  }
}

/** Thrown by the SQL validator; the message is the reason shown to the client. */
export function sqlRejected(reason: string): ContentError {
  return new ContentError('CONTENT_SQL_REJECTED', `SQL rejected: ${reason}`);
}

export function collectionNotFound(collection: string, known: string[]): ContentError {
  return new ContentError(
    'CONTENT_COLLECTION_NOT_FOUND',
    `Unknown collection "${collection}": use one of ${known.join(', ') || '(none built yet)'}`,
  );
}

export function pageNotFound(collection: string, path: string): ContentError {
  return new ContentError('CONTENT_PAGE_NOT_FOUND', `No page with path "${path}" in collection "${collection}"`);
}

/** Spec §8: an icon query with no usable provider is a 424. */
export function noIconProvider(prefix: string, installed: string[]): ContentError {
  return new ContentError(
    'CONTENT_NO_ICON_PROVIDER',
    `No icon provider for the collection "${prefix}": install @iconify-json/${prefix}, or use one of ${installed.join(', ') || '(none installed)'}`,
  );
}

export function iconsNotFound(prefix: string, names: string[]): ContentError {
  return new ContentError('CONTENT_ICON_NOT_FOUND', `The collection "${prefix}" has none of the icons ${names.join(', ')}`);
}

/** A large site's search files are still being made (a translated locale's, or after a dev rebuild; routes/search.ts). */
export function searchLoading(collection: string): ContentError {
  return new ContentError(
    'CONTENT_SEARCH_LOADING',
    `The search index of "${collection}" is being made (a large site's takes a few seconds after a build); retry in a second`,
  );
}

/** A method the endpoint does not serve (GET on the query endpoint); the answer's `Allow` lists those it does. */
export function methodNotAllowed(method: string, path: string, allow: readonly string[]): ContentError {
  return new ContentError('CONTENT_METHOD_NOT_ALLOWED', `${method} is not served at ${path}: it answers ${allow.join(', ')}`);
}

/** A request body sent compressed (Content-Encoding): this API reads bodies as they are sent. */
export function unsupportedEncoding(coding: string): ContentError {
  return new ContentError(
    'CONTENT_UNSUPPORTED_ENCODING',
    `A request body with Content-Encoding "${coding}" is not accepted: send the body uncompressed, without a Content-Encoding header`,
  );
}

export function badRequest(message: string): ContentError {
  return new ContentError('CONTENT_BAD_REQUEST', message);
}

/** One problem found while building content, pointing at a file and line. */
export interface Diagnostic {
  /** Path of the file, starting with the content folder's name (`content/docs/x.md`). */
  file: string;
  line: number;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  hint?: string;
  /** Set on the link checks' findings, which the build's console output summarises when there are many. */
  reference?: ReferenceProblem;
}

/** A link to a missing page, a missing heading, a missing image, or an image without alt text. */
export type ReferenceProblem = 'link' | 'anchor' | 'image' | 'alt';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this escapes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text with its control characters written out (`\n`, `\u001b`): a file name or a link in
 * content is the author's, and raw in a terminal or a log an escape sequence can clear the
 * screen or recolour it, a newline forge a line of its own. `keepNewlines` for text that is
 * several lines by design (a stack trace).
 */
export function printable(text: string, keepNewlines = false): string {
  return text.replace(CONTROL, (c) => {
    if (keepNewlines && (c === '\n' || c === '\t')) return c;
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** `file:line: what is wrong. How to fix it.`, one printable line. */
export function formatDiagnostic(d: Diagnostic): string {
  const message = printable(d.message.trim());
  const file = printable(d.file);
  if (!d.hint) return `${file}:${d.line}: ${message}`;
  const hint = printable(d.hint.trim());
  const end = /[.!?]$/.test(message) ? '' : '.';
  return `${file}:${d.line}: ${message}${end} ${hint.charAt(0).toUpperCase()}${hint.slice(1)}${/[.!?]$/.test(hint) ? '' : '.'}`;
}

/** A build that found errors; `diagnostics` lists every one of them. */
export class ContentBuildError extends ContentError {
  override name = 'ContentBuildError';
  constructor(readonly diagnostics: Diagnostic[]) {
    super(
      'CONTENT_BUILD_FAILED',
      `Content build failed with ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}:\n` +
        diagnostics.map(formatDiagnostic).join('\n'),
    );
  }
}
