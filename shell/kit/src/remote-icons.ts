/**
 * Icons the inlined map lacks, loaded in the browser from the icon API (spec §7:
 * `GET {base}/api/_nuxt_icon/{prefix}.json?icons=a,b`). Requests for one collection made in
 * the same tick are batched, split so no URL exceeds 500 characters (spec §9), and given up
 * after 1500 ms; a failure is a console warning (spec §8) and the icon stays empty.
 */
import { ICON_API_MAX_URL, ICON_API_PREFIX, type IconRef } from '@site/contracts';

export type { IconBody } from './icon-maps.ts';
import type { IconBody } from './icon-maps.ts';

const FETCH_TIMEOUT_MS = 1500;
const loaded = new Map<string, IconBody | null>();
const waiting = new Map<string, Array<(icon: IconBody | null) => void>>();
const queued = new Map<string, Set<string>>();

const keyOf = (ref: IconRef) => `${ref.prefix}:${ref.name}`;

export function loadedIcon(ref: IconRef): IconBody | null | undefined {
  return loaded.get(keyOf(ref));
}

export function loadIcon(ref: IconRef, base = ''): Promise<IconBody | null> {
  const key = keyOf(ref);
  const known = loaded.get(key);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const list = waiting.get(key);
    if (list) {
      list.push(resolve);
      return;
    }
    waiting.set(key, [resolve]);
    const names = queued.get(ref.prefix) ?? new Set<string>();
    if (names.size === 0) queueMicrotask(() => flush(ref.prefix, base));
    names.add(ref.name);
    queued.set(ref.prefix, names);
  });
}

function settle(prefix: string, name: string, icon: IconBody | null): void {
  const key = `${prefix}:${name}`;
  loaded.set(key, icon);
  for (const resolve of waiting.get(key) ?? []) resolve(icon);
  waiting.delete(key);
}

/** Groups names into requests whose URL stays within the spec's limit. */
export function iconRequestUrls(base: string, prefix: string, names: string[]): Array<{ url: string; names: string[] }> {
  const head = `${base}${ICON_API_PREFIX}/${prefix}.json?icons=`;
  const out: Array<{ url: string; names: string[] }> = [];
  let current: string[] = [];
  for (const name of names) {
    const next = [...current, name];
    if (current.length > 0 && head.length + next.join(',').length > ICON_API_MAX_URL) {
      out.push({ url: head + current.join(','), names: current });
      current = [name];
    } else {
      current = next;
    }
  }
  if (current.length > 0) out.push({ url: head + current.join(','), names: current });
  return out;
}

function flush(prefix: string, base: string): void {
  const names = [...(queued.get(prefix) ?? [])];
  queued.delete(prefix);
  for (const request of iconRequestUrls(base, prefix, names)) void fetchIcons(prefix, request);
}

interface IconApiResponse {
  prefix?: unknown;
  icons?: Record<string, { body: string; width?: number; height?: number }>;
  /** Other names of an icon (`simple-icons:nuxtdotjs` is `nuxt`), answered beside it as the Iconify format does. */
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** An icon of the answer by its name or by one of its aliases (a few hops at most). */
function answeredIcon(data: IconApiResponse | null, name: string) {
  let key = name;
  for (let hops = 0; hops < 5 && !data?.icons?.[key] && data?.aliases?.[key]; hops++) key = data.aliases[key]!.parent;
  return data?.icons?.[key];
}

async function fetchIcons(prefix: string, request: { url: string; names: string[] }): Promise<void> {
  let data: IconApiResponse | null = null;
  try {
    const response = await fetch(request.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as IconApiResponse | null;
    // Spec §7: a response without the matching prefix and an icons object is invalid.
    if (!json || json.prefix !== prefix || typeof json.icons !== 'object')
      throw new Error('invalid response: no matching prefix and icons');
    data = json;
  } catch (error) {
    console.warn(`[Icon] failed to load icons ${request.names.map((n) => `${prefix}:${n}`).join(', ')}: ${(error as Error).message}`);
    data = null;
  }
  for (const name of request.names) {
    const icon = answeredIcon(data, name);
    const w = icon?.width ?? data?.width;
    const h = icon?.height ?? data?.height;
    settle(prefix, name, icon ? { body: icon.body, ...(w && w !== 24 ? { w } : {}), ...(h && h !== 24 ? { h } : {}) } : null);
  }
}

/**
 * Fills an icon of server HTML that the server could not inline (`<svg data-icon="prefix:name">`,
 * rendered empty by Icon) from the icon API, as Icon does after mount for the icons it renders.
 */
export function fillIconFromApi(svg: SVGSVGElement): void {
  const [prefix, name] = (svg.dataset.icon ?? '').split(':');
  if (!prefix || !name || svg.childElementCount > 0) return;
  void loadIcon({ prefix, name }).then((icon) => {
    if (!icon) return;
    svg.setAttribute('viewBox', `0 0 ${icon.w ?? 24} ${icon.h ?? 24}`);
    // Trusted markup: the installed icon sets, served by our own icon API (as Icon renders it).
    svg.innerHTML = icon.body;
  });
}
