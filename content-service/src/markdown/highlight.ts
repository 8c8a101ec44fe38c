/**
 * Build-time syntax highlighting with shiki, so no highlighter ships to the browser.
 *
 * Colours of both themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`, and
 * `-bg` on the block), and the page CSS picks one per colour mode. Each block is tokenised
 * once for both themes (two-theme-tokens.ts; shiki's own multi-theme call runs the grammar
 * once per theme). One highlighter is created lazily for the whole process; grammars load on
 * first use; highlighted blocks are also cached by a hash of (language, code) because real
 * corpora repeat the same snippets a lot.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter, type ThemedToken } from 'shiki';
import type { MinimarkNode } from '@site/contracts';
import { TwoThemes, type TwoThemeOptions } from './two-theme-tokens.ts';

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

/** The highlighter, its two themes, and the block style of both (the same for every block). */
interface Setup {
  hl: Highlighter;
  themes: TwoThemes;
  /** Foreground of both themes: the style of a token without a colour of its own. */
  fgStyle: string;
  /** `style` of every `pre`. */
  preStyle: string;
}

const THEMES = { light: LIGHT_THEME, dark: DARK_THEME };

/**
 * Lines past 5,000 characters (minified code) are left plain: a bound on the work that does
 * not depend on the machine. The time limit only stops a grammar that never ends a line: at
 * 1 s a line on a loaded machine (load 7-9 on two cores) was cut off now and then and the
 * rest coloured as one token, so the same content built differently.
 */
const TOKENIZE_LIMITS: TwoThemeOptions = { tokenizeMaxLineLength: 5_000, tokenizeTimeLimit: 15_000 };

let setupPromise: Promise<Setup> | null = null;
const grammarLoads = new Map<string, Promise<void>>();
const cache = new LRUCache<string, HighlightedCode>({ maxSize: CACHE_MAX_BYTES });

function setup(): Promise<Setup> {
  setupPromise ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [] }).then((hl) => {
    const plain = hl.codeToTokens('', { lang: 'text', themes: THEMES, defaultColor: false });
    const fgStyle = plain.fg ?? '';
    return {
      hl,
      themes: new TwoThemes(hl, [
        { variable: '--shiki-light', name: LIGHT_THEME },
        { variable: '--shiki-dark', name: DARK_THEME },
      ]),
      fgStyle,
      preStyle: plain.rootStyle || `${fgStyle};${plain.bg ?? ''}`,
    };
  });
  return setupPromise;
}

/** The tokens of a block with both themes' colours: one grammar pass (two-theme-tokens.ts); plain text is not tokenised at all. */
async function twoThemeTokens(code: string, lang: BundledLanguage | 'text'): Promise<ThemedToken[][]> {
  const { hl, themes } = await setup();
  if (lang === 'text') return hl.codeToTokens(code, { lang, themes: THEMES, defaultColor: false, ...TOKENIZE_LIMITS }).tokens;
  await ensureGrammar(hl, lang);
  return themes.tokens(code, lang, TOKENIZE_LIMITS);
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

  const { fgStyle, preStyle } = await setup();
  const tokens = await twoThemeTokens(code, lang as BundledLanguage | 'text');

  const children: MinimarkNode[] = [];
  // Bytes of the stored tree, estimated as it is built: strings at two bytes a character plus a
  // fixed cost per node, so the cache's byte bound needs no serialisation.
  let bytes = 256;
  tokens.forEach((line, index) => {
    if (index > 0) children.push('\n');
    bytes += 96;
    const spans: MinimarkNode[] = line.map((token) => {
      const style = token.htmlStyle ? styleText(token.htmlStyle) : '';
      bytes += 2 * (token.content.length + (style || fgStyle).length) + 96;
      return ['span', { style: style || fgStyle }, token.content] as MinimarkNode;
    });
    children.push(['span', { class: 'line' }, ...spans]);
  });

  const highlighted: HighlightedCode = { preStyle, children, known };
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
