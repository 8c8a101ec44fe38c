/**
 * A code block's tokens with the colours of two themes from one grammar pass.
 *
 * shiki's multi-theme highlighting (`codeToTokens` with `themes`) runs the grammar once per
 * theme, because TextMate grammars bake the theme's colours into the tokens as they are
 * made, then aligns the two token lists. The regular expressions of that pass are most of a
 * code block's cost, and the scopes they find do not depend on the theme. Here the grammar
 * runs once, giving each token its scopes (`tokenizeLine`), and each theme's style is then
 * resolved from those scopes the way vscode-textmate does it while tokenising (a scope's
 * rule, else its parent's colour and font style), remembered per scope list. Tokens are
 * split exactly where shiki's aligned output splits them (where either theme's token
 * metadata changes), so the result equals `codeToTokens(code, { themes, defaultColor: false })`
 * token for token (highlight.test.ts compares them on every bundled sample).
 */
import type { BundledLanguage, Highlighter, ThemedToken } from 'shiki';
import { EncodedTokenMetadata, INITIAL, Theme, type IGrammar, type StateStack } from 'shiki/textmate';

/** vscode-textmate's FontStyle bits (a const enum its types do not let this module read). */
const FontStyle = { NotSet: -1, Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;

/** A theme as the resolver needs it: its TextMate rules, colours and colour replacements. */
interface ResolvedTheme {
  /** The name of its CSS variable (`--shiki-light`). */
  variable: string;
  theme: Theme;
  colors: string[];
  replacements: Record<string, string>;
}

/** What vscode-textmate's grammar knows of a scope besides the theme: its language and token type. */
interface BasicScopeAttributes {
  languageId: number;
  tokenType: number;
}

/** The grammar's parts this module reads that shiki's types leave out. */
interface GrammarInternals {
  getMetadataForScope(scope: string): BasicScopeAttributes;
  _basicScopeAttributesProvider: { getDefaultAttributes(): BasicScopeAttributes };
}

/** A scope path as vscode-textmate's Theme.match reads it (its ScopeStack is not exported). */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

export interface TwoThemeOptions {
  /** Lines this long or longer are left as one plain token (shiki's `tokenizeMaxLineLength`). */
  tokenizeMaxLineLength: number;
  /** Longest the grammar may take on one line, in ms (shiki's `tokenizeTimeLimit`). */
  tokenizeTimeLimit: number;
}

/** One theme's view of a grammar: token metadata per scope list, computed once. */
class ThemeScopes {
  private readonly byScopes = new Map<string, number>();
  private readonly defaults: number;

  constructor(
    readonly resolved: ResolvedTheme,
    private readonly grammar: GrammarInternals,
  ) {
    const basic = grammar._basicScopeAttributesProvider.getDefaultAttributes();
    const style = resolved.theme.getDefaults();
    this.defaults = EncodedTokenMetadata.set(
      0,
      basic.languageId,
      basic.tokenType,
      null,
      style.fontStyle,
      style.foregroundId,
      style.backgroundId,
    );
  }

  /** The metadata tokenizeLine2 gives a token with these scopes (root first) under this theme. */
  metadata(scopes: readonly string[], key: string): number {
    let metadata = this.byScopes.get(key);
    if (metadata !== undefined) return metadata;
    metadata = this.defaults;
    let path: ScopePath | null = null;
    for (const scopeName of scopes) {
      path = { parent: path, scopeName };
      const basic = this.grammar.getMetadataForScope(scopeName);
      // Theme.match reads only scopeName and parent.
      const style = this.resolved.theme.match(path as unknown as Parameters<Theme['match']>[0]);
      metadata = EncodedTokenMetadata.set(
        metadata,
        basic.languageId,
        basic.tokenType,
        null,
        style ? style.fontStyle : FontStyle.NotSet,
        style ? style.foregroundId : 0,
        style ? style.backgroundId : 0,
      );
    }
    this.byScopes.set(key, metadata);
    return metadata;
  }
}

/** A pair of themes ready to colour the tokens of any grammar of a highlighter. */
export class TwoThemes {
  private readonly themes: [ResolvedTheme, ResolvedTheme];
  private readonly perGrammar = new WeakMap<object, [ThemeScopes, ThemeScopes]>();

  constructor(
    private readonly highlighter: Highlighter,
    themes: Array<{ variable: string; name: string }>,
  ) {
    const resolve = ({ variable, name }: { variable: string; name: string }): ResolvedTheme => {
      const registration = highlighter.getTheme(name);
      // As shiki builds the TextMate theme of a registration (primitive's setTheme).
      const theme = Theme.createFromRawTheme(registration);
      return { variable, theme, colors: theme.getColorMap(), replacements: { ...registration.colorReplacements } };
    };
    this.themes = [resolve(themes[0]!), resolve(themes[1]!)];
  }

  /**
   * Tokens of `code` in `language` (a loaded grammar), each with both themes' colours as
   * `htmlStyle` CSS variables, as shiki's codeToTokens with these `themes` and `defaultColor: false`.
   */
  tokens(code: string, language: BundledLanguage, options: TwoThemeOptions): ThemedToken[][] {
    const grammar = this.highlighter.getLanguage(language) as unknown as IGrammar & GrammarInternals;
    let views = this.perGrammar.get(grammar);
    if (!views) {
      views = [new ThemeScopes(this.themes[0], grammar), new ThemeScopes(this.themes[1], grammar)];
      this.perGrammar.set(grammar, views);
    }
    const [first, second] = views;
    const lines: ThemedToken[][] = [];
    let state: StateStack = INITIAL;
    // Lines and offsets as shiki's splitLines makes them: a line ends at \n or \r\n.
    const parts = code.split(/(\r?\n)/);
    let offset = 0;
    for (let p = 0; p < parts.length; p += 2) {
      const line = parts[p]!;
      const lineOffset = offset;
      offset += line.length + (parts[p + 1]?.length ?? 0);
      if (line === '') {
        lines.push([]);
        continue;
      }
      if (options.tokenizeMaxLineLength > 0 && line.length >= options.tokenizeMaxLineLength) {
        lines.push([{ content: line, offset: lineOffset, htmlStyle: {} }]);
        continue;
      }
      const result = grammar.tokenizeLine(line, state, options.tokenizeTimeLimit);
      const tokens: ThemedToken[] = [];
      let start = -1;
      let metadata: [number, number] = [0, 0];
      const close = (end: number) => {
        if (start >= 0 && end > start) tokens.push(this.token(line.slice(start, end), lineOffset + start, metadata));
      };
      for (const token of result.tokens) {
        const from = Math.min(token.startIndex, line.length);
        const to = Math.min(token.endIndex, line.length);
        if (to <= from) continue;
        const key = token.scopes.join(' ');
        const next: [number, number] = [first.metadata(token.scopes, key), second.metadata(token.scopes, key)];
        // tokenizeLine2 merges neighbours of equal metadata per theme; shiki splits where either theme's token ends.
        if (start >= 0 && next[0] === metadata[0] && next[1] === metadata[1]) continue;
        close(from);
        start = from;
        metadata = next;
      }
      close(line.length);
      lines.push(tokens);
      state = result.ruleStack;
    }
    return lines;
  }

  /** One token as shiki's flatTokenVariants writes it: each theme's properties in turn, `inherit` where the other has one it lacks. */
  private token(content: string, offset: number, metadata: [number, number]): ThemedToken {
    const styles = this.themes.map((theme, i) => styleOf(theme, metadata[i]!));
    const keys = new Set(styles.flatMap((s) => Object.keys(s)));
    const htmlStyle: Record<string, string> = {};
    styles.forEach((style, i) => {
      const { variable } = this.themes[i]!;
      for (const key of keys) htmlStyle[key === 'color' ? variable : `${variable}-${key}`] = style[key] || 'inherit';
    });
    return { content, offset, htmlStyle };
  }
}

/** shiki's getTokenStyleObject for a token of this metadata (themes here set no token background). */
function styleOf(theme: ResolvedTheme, metadata: number): Record<string, string> {
  const style: Record<string, string> = {};
  const raw = theme.colors[EncodedTokenMetadata.getForeground(metadata)];
  const color = raw ? theme.replacements[raw.toLowerCase()] || raw : raw;
  if (color) style.color = color;
  const fontStyle = EncodedTokenMetadata.getFontStyle(metadata);
  if (fontStyle) {
    if (fontStyle & FontStyle.Italic) style['font-style'] = 'italic';
    if (fontStyle & FontStyle.Bold) style['font-weight'] = 'bold';
    const decorations: string[] = [];
    if (fontStyle & FontStyle.Underline) decorations.push('underline');
    if (fontStyle & FontStyle.Strikethrough) decorations.push('line-through');
    if (decorations.length) style['text-decoration'] = decorations.join(' ');
  }
  return style;
}
