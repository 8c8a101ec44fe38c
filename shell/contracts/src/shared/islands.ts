/**
 * Islands (spec §7): a component rendered on the server only and fetched as an HTML fragment
 * from `GET /__nuxt_island/{name}_{hash}.json`, so its code never ships to browsers. The key
 * is the component name and a hash of its props and locale, so a URL always names one
 * rendering and caches keyed by URL stay right.
 */
import type { ContentClient } from './content-client.ts';
import type { SiteConfig } from './site-config.ts';
import type { TextNamespace } from './text-namespace.ts';

export interface IslandContext {
  props: Record<string, unknown>;
  locale: string;
  config: SiteConfig;
  content: ContentClient;
  preview?: boolean;
}

/** What a remote's `./islands` module lists per name: a data loader and a server-only view. */
export interface RemoteIsland<Data = unknown> {
  /** The data to render, or null when there is nothing to show (the fragment is then empty). */
  load(ctx: IslandContext): Promise<Data | null>;
  /** The view, typed loosely at the federation boundary (React.ComponentType<{ data: Data }>). */
  Component: unknown;
  /** The remote's interface texts the view uses: loaded in the requested locale before it renders. */
  texts?: TextNamespace;
}

/** The answer of the island endpoint: the fragment's HTML, its head entries and its data. */
export interface IslandFragment<Data = unknown> {
  key: string;
  html: string;
  head: { link: Array<{ rel: 'stylesheet'; href: string }> };
  data: Data | null;
}

export interface IslandRequest {
  name: string;
  props: Record<string, unknown>;
  locale: string;
}

/** FNV-1a over the UTF-16 code units, base 36: short, stable on every runtime, no crypto. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Props serialised with sorted keys, so equal props give one key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function islandKey({ name, props, locale }: IslandRequest): string {
  return `${name}_${hash(`${locale}\n${canonicalJson(props)}`)}`;
}

/** The endpoint URL of an island rendering. */
export function islandUrl(request: IslandRequest): string {
  const query = `props=${encodeURIComponent(canonicalJson(request.props))}&locale=${encodeURIComponent(request.locale)}`;
  return `/__nuxt_island/${islandKey(request)}.json?${query}`;
}

/**
 * Reads an endpoint request: the key names the component, and its hash must match the
 * props and locale given, so one URL cannot stand for two renderings. Throws with the reason.
 */
export function parseIslandKey(file: string, query: { props?: string; locale?: string }, defaultLocale: string): IslandRequest {
  const match = /^([A-Za-z][A-Za-z0-9]*)_([0-9a-z]+)\.json$/.exec(file);
  if (!match) throw new Error('the island key must look like {ComponentName}_{hash}.json');
  let props: unknown = {};
  if (query.props !== undefined) {
    try {
      props = JSON.parse(query.props);
    } catch {
      throw new Error('props must be JSON');
    }
  }
  if (!props || typeof props !== 'object' || Array.isArray(props)) throw new Error('props must be a JSON object');
  const request = { name: match[1]!, props: props as Record<string, unknown>, locale: query.locale || defaultLocale };
  if (islandKey(request) !== file.slice(0, -'.json'.length)) throw new Error('the key does not match these props and locale');
  return request;
}
