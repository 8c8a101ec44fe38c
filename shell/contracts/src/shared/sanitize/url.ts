/**
 * The one URL check of the site (issue 14, finding 7): every link-bearing attribute or prop
 * (`href`, `to`, `src`, `poster`, `action`, `formaction`, `srcset`, `xlink:href`) of every
 * element and component goes through `checkUrl`, at build time and in the renderer.
 *
 * The value is normalised first and the normalised value is what comes back, so the string
 * that was checked is exactly the string that reaches the DOM: entities decoded (repeatedly:
 * double-encoded input is hostile too), NFKC (full-width `ｊａｖａｓｃｒｉｐｔ:` is
 * `javascript:`), then every whitespace, control and invisible character removed everywhere
 * (browsers drop some of them inside a scheme; U+00A0 and U+FEFF included).
 */
import { memoizeString } from '../memo.ts';

export type UrlKind = 'link' | 'image' | 'frame';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const EMBED_SCHEMES = new Set(['http', 'https']);
/** Raster images only: an SVG data URL is a document that can run script when opened. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif)(?:;base64)?,/i;
const SCRIPTABLE_SCHEMES = new Set(['javascript', 'vbscript', 'livescript', 'mocha', 'data', 'blob', 'filesystem', 'jar']);

/** Whitespace, C0/C1 controls, soft hyphen, zero-width and bidi marks, separators, BOM (inclusive ranges). */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
];

function isInvisible(codePoint: number): boolean {
  return INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The value without any whitespace, control or invisible character. */
export function stripInvisible(value: string): string {
  let out = '';
  for (const ch of value) if (!isInvisible(ch.codePointAt(0) ?? 0)) out += ch;
  return out;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  plus: '+',
  equals: '=',
  semi: ';',
  quest: '?',
  commat: '@',
  lowbar: '_',
  bsol: '\\',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
};

/** Decodes numeric and the URL-relevant named character references once. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));?/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      if (!Number.isFinite(code) || code > 0x10ffff) return '\ufffd';
      // NUL and surrogates decode to U+FFFD, as in the HTML spec.
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
  });
}

/** The normalised form of a URL-like value (see the module comment). */
export function normalizeUrl(value: string): string {
  // Until stable: removing an invisible character can complete an entity (`&#\u00009;`) and
  // decoding one can produce an invisible character.
  let current = value;
  for (let i = 0; i < 8; i++) {
    const next = stripInvisible(decodeEntities(current).normalize('NFKC'));
    if (next === current) break;
    current = next;
  }
  return current;
}

function schemeOf(normalized: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(normalized)?.[1]?.toLowerCase();
}

/**
 * The normalised URL when it is relative (path, fragment, query, protocol-relative) or uses a
 * scheme allowed for its kind; otherwise null. Links: http(s), mailto, tel. Images: http(s)
 * and raster data URLs. Frames: http(s).
 */
export function checkUrl(value: string, kind: UrlKind = 'link'): string | null {
  return checked[kind](value);
}

/** Answers per kind, kept (memo.ts): every page render checks the same links again. */
const checked: Record<UrlKind, (value: string) => string | null> = {
  link: memoizeString((value) => check(value, 'link')),
  image: memoizeString((value) => check(value, 'image')),
  frame: memoizeString((value) => check(value, 'frame')),
};

function check(value: string, kind: UrlKind): string | null {
  const normalized = normalizeUrl(value);
  // An entity left undecoded (unknown name, or still unstable after the passes) could hide a
  // scheme character: refuse rather than guess. So is a broken numeric reference (`&#;9;`,
  // what spliced invisible characters leave): no real URL holds `&#`, and one more decoding
  // layer downstream could complete it.
  if (/&(?:[a-z][a-z0-9]*|#x?[0-9a-f]+);|&#/i.test(normalized)) return null;
  // Backslashes read as slashes in browsers (`/\evil.example` is protocol-relative).
  if (normalized.includes('\\')) return null;
  const scheme = schemeOf(normalized);
  if (scheme === undefined) {
    // `:` before any `/?#` without a valid scheme (`1:x`, `:x`) is not a URL a browser reads as relative.
    const colon = normalized.indexOf(':');
    const stop = normalized.search(/[/?#]/);
    if (colon !== -1 && (stop === -1 || colon < stop)) return null;
    return normalized;
  }
  if (kind === 'image' && scheme === 'data') return SAFE_DATA_IMAGE.test(normalized) ? normalized : null;
  const allowed = kind === 'link' ? LINK_SCHEMES : EMBED_SCHEMES;
  return allowed.has(scheme) ? normalized : null;
}

/** A `srcset` list with every candidate URL checked as an image; null when any fails. */
export function checkSrcset(value: string): string | null {
  const candidates = decodeEntities(value)
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const candidate of candidates) {
    const [url = '', ...descriptors] = candidate.split(/\s+/);
    const safe = checkUrl(url, 'image');
    if (safe === null || safe === '') return null;
    const descriptor = descriptors.join(' ');
    if (descriptor !== '' && !/^\d+(?:\.\d+)?[wx]$/.test(descriptor)) return null;
    out.push(descriptor ? `${safe} ${descriptor}` : safe);
  }
  return out.length > 0 ? out.join(', ') : null;
}

/** True when a value reads as a URL whose scheme can run script or render a document. */
export function hasScriptableScheme(value: string): boolean {
  const normalized = normalizeUrl(value);
  const scheme = schemeOf(normalized);
  if (scheme === undefined) return false;
  if (scheme === 'data') return !SAFE_DATA_IMAGE.test(normalized);
  return SCRIPTABLE_SCHEMES.has(scheme);
}
