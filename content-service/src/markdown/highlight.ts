/**
 * Build-time syntax highlighting with shiki, so no highlighter ships to the browser.
 *
 * Colours of both themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`, and
 * `-bg` on the block), and the page CSS picks one per colour mode. One highlighter is
 * created lazily for the whole process; grammars load on first use; highlighted blocks are
 * cached by a hash of (language, code) because real corpora repeat the same snippets a lot.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import type { MinimarkNode } from '@site/contracts';

const LIGHT_THEME = 'material-theme-lighter';
const DARK_THEME = 'material-theme-palenight';

/** Languages that mean "no highlighting" and deserve no warning. */
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'console-output']);
/** Highlighted blocks are kept up to this many bytes (estimated from their strings): bounded by bytes, not count. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface HighlightedCode {
  /** `style` of the `pre`: foreground and background of both themes. */
  preStyle: string;
  /** `["span", {class: "line"}, ...tokens]` per line, joined by "\n" text nodes. Shared: never mutate. */
  children: readonly MinimarkNode[];
  /** False when the language is unknown and the block was rendered as plain text. */
  known: boolean;
}

let highlighterPromise: Promise<Highlighter> | null = null;
const grammarLoads = new Map<string, Promise<void>>();
const cache = new LRUCache<string, HighlightedCode>({ maxSize: CACHE_MAX_BYTES });

function highlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [] });
  return highlighterPromise;
}

function isKnownLanguage(language: string): boolean {
  return Object.hasOwn(bundledLanguages, language);
}

async function ensureGrammar(hl: Highlighter, language: BundledLanguage): Promise<void> {
  let load = grammarLoads.get(language);
  if (!load) {
    load = hl.loadLanguage(language);
    grammarLoads.set(language, load);
  }
  await load;
}

/** Highlights one block; unknown languages are rendered as plain text (`known: false`). */
export async function highlightCode(code: string, language: string): Promise<HighlightedCode> {
  const known = PLAIN_LANGUAGES.has(language) || isKnownLanguage(language);
  const lang = known && !PLAIN_LANGUAGES.has(language) ? language : 'text';
  const key = createHash('sha1').update(lang).update('\0').update(code).digest('base64');
  const hit = cache.get(key);
  if (hit) return known === hit.known ? hit : { ...hit, known };

  const hl = await highlighter();
  if (lang !== 'text') await ensureGrammar(hl, lang as BundledLanguage);
  const result = hl.codeToTokens(code, {
    lang: lang as BundledLanguage | 'text',
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    // Lines past 5,000 characters (minified code) are left plain: a bound on the work that
    // does not depend on the machine. The time limit only stops a grammar that never ends a
    // line: at 1 s a line on a loaded machine (load 7-9 on two cores) was cut off now and
    // then and the rest coloured as one token, so the same content built differently.
    tokenizeMaxLineLength: 5_000,
    tokenizeTimeLimit: 15_000,
  });

  const fgStyle = result.fg ?? '';
  const children: MinimarkNode[] = [];
  // Bytes of the stored tree, estimated as it is built: strings at two bytes a character plus a
  // fixed cost per node, so the cache's byte bound needs no serialisation.
  let bytes = 256;
  result.tokens.forEach((line, index) => {
    if (index > 0) children.push('\n');
    bytes += 96;
    const spans: MinimarkNode[] = line.map((token) => {
      const style = token.htmlStyle ? styleText(token.htmlStyle) : '';
      bytes += 2 * (token.content.length + (style || fgStyle).length) + 96;
      return ['span', { style: style || fgStyle }, token.content] as MinimarkNode;
    });
    children.push(['span', { class: 'line' }, ...spans]);
  });

  const highlighted: HighlightedCode = { preStyle: result.rootStyle || `${fgStyle};${result.bg ?? ''}`, children, known };
  cache.set(key, highlighted, { size: bytes });
  return highlighted;
}

function styleText(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/** For tests and the benchmark: how many distinct blocks are cached. */
export function highlightCacheSize(): number {
  return cache.size;
}
