/**
 * The chrome of the app shell (header, footer) rendered once per build, locale and what else
 * its HTML depends on, then copied into every page: a request renders only the rest of the app
 * (the page's own content), with a marker where each known part goes, and the page's parts
 * carry the part's HTML as a shared part (encoded and deflated once, encode-page.ts).
 *
 * The HTML must be exactly what React renders in place, or hydration of the app root would
 * not match. So a part's HTML is never rendered on its own (its place in the tree names the
 * ids it makes): the first request of a key renders the whole app as before, then again with
 * the part's marker, and the part is the difference between the two. When the two do not
 * differ only there, the key is never cached and its pages render whole.
 *
 * Keyed by build id first (shell, remote and content versions): a content rebuild or a
 * remote switch renders its chrome again, and the entries of builds no longer served go.
 */
import crypto from 'node:crypto';
import type { ReactElement } from 'react';
import { LRUCache } from 'lru-cache';
import { effectiveForcedMode } from '@site/contracts';
import { headerRenderKey } from '@site/kit';
import type { ChromePart } from '../app/ShellApp.tsx';
import type { PageState } from '../app/page-state.ts';
import { SharedPart, type PagePart } from './encode-page.ts';

/** Renders the app with each part's element or what `place` puts there instead. */
export type AppRender = (place: (part: ChromePart, element: ReactElement) => ReactElement | string) => string;

/**
 * A part's key within a build: its props and what it reads besides (the locale's texts, the
 * forced colour mode of the colour button). The header takes the path only through
 * `headerRenderKey`; the footer takes the year.
 */
export function chromeKeys(state: PageState): Record<ChromePart, string> {
  const { route } = state;
  const common = `${route.locale}|${effectiveForcedMode(state.head.forcedColorMode) ?? ''}`;
  return {
    header: `${common}|${headerRenderKey(state.config, route.locale, route.path)}`,
    footer: `${common}|${state.year}`,
  };
}

/** Builds kept: the one served and the one before it (requests that began before a switch). */
const BUILDS_KEPT = 2;
/**
 * Keys per build: every locale's headers (one per section: docs, blog, templates, Studio, home,
 * others) and footers fit, ~380 with 54 locales; a part weighs ~25 KB (text, bytes, deflated),
 * so a build's chrome stays under ~13 MB. The first keys go first when more come.
 */
const KEYS_PER_BUILD = 512;

export class ChromeCache {
  /** null: the key's part could not be cut out of its render; its pages render whole. */
  private readonly builds = new LRUCache<string, Map<string, SharedPart | null>>({ max: BUILDS_KEPT });
  /** Text no page contains: random per process. */
  private readonly nonce = crypto.randomBytes(9).toString('base64url');

  private marker(part: ChromePart): string {
    return `chrome-${this.nonce}-${part}`;
  }

  /** The app's HTML as page parts, the known chrome as shared parts. */
  render(buildId: string, keys: Record<ChromePart, string>, renderApp: AppRender): PagePart[] {
    let entries = this.builds.get(buildId);
    if (!entries) {
      entries = new Map();
      this.builds.set(buildId, entries);
    }
    const known = new Map<ChromePart, SharedPart>();
    const missing: ChromePart[] = [];
    for (const part of Object.keys(keys) as ChromePart[]) {
      // Each part's keys are its own: a header and a footer key may read alike.
      const entry = entries.get(`${part}:${keys[part]}`);
      if (entry) known.set(part, entry);
      else if (entry === undefined) missing.push(part);
    }
    const html = renderApp((part, element) => (known.has(part) ? this.marker(part) : element));
    for (const part of missing) {
      const holed = renderApp((p, element) => (p === part || known.has(p) ? this.marker(p) : element));
      if (entries.size >= KEYS_PER_BUILD) entries.delete(entries.keys().next().value!);
      entries.set(`${part}:${keys[part]}`, this.cutOut(html, holed, this.marker(part)));
    }
    return known.size ? this.split(html, known) : [html];
  }

  /** The text `whole` has where `holed` has the marker, when that is their only difference. */
  private cutOut(whole: string, holed: string, marker: string): SharedPart | null {
    const at = holed.indexOf(marker);
    if (at < 0 || holed.indexOf(marker, at + 1) >= 0) return null;
    const before = holed.slice(0, at);
    const after = holed.slice(at + marker.length);
    if (whole.length < before.length + after.length || !whole.startsWith(before) || !whole.endsWith(after)) return null;
    return new SharedPart(whole.slice(before.length, whole.length - after.length));
  }

  /**
   * One pass over the page's HTML (~40 KB): from one marker to the next by their common
   * beginning, each part's name read where a marker is found. A part the app did not render
   * this time (none where its marker would be) is never met, and so left out.
   */
  private split(html: string, known: Map<ChromePart, SharedPart>): PagePart[] {
    const prefix = this.marker('' as ChromePart);
    const parts: PagePart[] = [];
    let from = 0;
    for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, at + 1)) {
      const part = [...known.keys()].find((name) => html.startsWith(name, at + prefix.length));
      if (!part) continue;
      if (at > from) parts.push(html.slice(from, at));
      parts.push(known.get(part)!);
      from = at + prefix.length + part.length;
      at = from - 1;
    }
    if (from < html.length) parts.push(html.slice(from));
    return parts;
  }
}
