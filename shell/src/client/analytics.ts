/**
 * Page-view analytics (spec §7): `POST {host}/api/event` with a text/plain JSON body in the
 * Plausible event format (n name, u url, d domain, r referrer, w width, h hash-mode flag,
 * p props, $ revenue). Off unless an analytics host is configured; silent on localhost and
 * file: pages; sent with keepalive and never awaited, so it can never hold up a navigation.
 */
import { PREVIEW_QUERY } from '@site/contracts';

export interface AnalyticsEvent {
  n: string;
  u: string;
  d: string;
  r: string | null;
  w: number;
  h: 0 | 1;
  p?: Record<string, string>;
  $?: { amount: number; currency: string };
}

export interface TrackOptions {
  props?: Record<string, string>;
  revenue?: { amount: number; currency: string };
}

const LOCAL_HOST = /^localhost$|^127(?:\.[0-9]+){0,2}\.[0-9]+$|^\[::1?\]$/;

/** Whether events from this location are ignored (a developer's machine or a saved file). */
export function isIgnoredLocation(location: Pick<Location, 'hostname' | 'protocol'>): boolean {
  return location.protocol === 'file:' || LOCAL_HOST.test(location.hostname);
}

/**
 * `url` without its `?preview=` token. The token is the site's preview secret (it shows
 * drafts and bypasses the edge cache): the page a reader opened with it must not hand it to
 * the analytics host, whose dashboards list every page URL and referrer.
 */
function withoutPreviewToken(url: string): string {
  if (!url.includes(`${PREVIEW_QUERY}=`)) return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete(PREVIEW_QUERY);
    return parsed.href;
  } catch {
    return url;
  }
}

export function buildEvent(
  name: string,
  env: { href: string; domain: string; referrer: string; width: number; hashMode: boolean },
  opts: TrackOptions = {},
): AnalyticsEvent {
  return {
    n: name,
    u: withoutPreviewToken(env.href),
    d: env.domain,
    r: env.referrer ? withoutPreviewToken(env.referrer) : null,
    w: env.width,
    h: env.hashMode ? 1 : 0,
    ...(opts.props ? { p: opts.props } : {}),
    ...(opts.revenue ? { $: opts.revenue } : {}),
  };
}

export interface Analytics {
  track(name: string, opts?: TrackOptions): void;
  pageview(): void;
}

/** The site's analytics, or a tracker that sends nothing when off or on an ignored location. */
export function createAnalytics(host: string | undefined, domain: string): Analytics {
  const enabled = !!host && !isIgnoredLocation(window.location);
  let lastUrl: string | null = null;
  const track = (name: string, opts?: TrackOptions) => {
    if (!enabled) return;
    const event = buildEvent(
      name,
      { href: location.href, domain, referrer: document.referrer, width: window.innerWidth, hashMode: false },
      opts,
    );
    fetch(`${host}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: 'omit',
    }).catch((err: unknown) => console.warn(`[analytics] event not sent: ${(err as Error).message}`));
  };
  return {
    track,
    // One page view per page: a history change that only moves to another heading (the
    // fragment) is not a new view (no hash-based routing here).
    pageview() {
      const page = location.origin + location.pathname + location.search;
      if (page === lastUrl) return;
      lastUrl = page;
      track('pageview');
    },
  };
}
