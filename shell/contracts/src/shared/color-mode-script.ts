/**
 * Applied before first paint by an inline script, so the server HTML never depends on the
 * reader's colour mode (and stays edge-cacheable). The gateway allows exactly this script in
 * its Content-Security-Policy by hash (see gateway), so edit it only as a whole string.
 *
 * Preference: localStorage `color-mode` = system | light | dark (spec §4). A page may force
 * a mode with `data-forced-color-mode` on <html>.
 */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

export const COLOR_MODE_SCRIPT =
  "(function(){try{var e=document.documentElement,f=e.getAttribute('data-forced-color-mode'),p=f||localStorage.getItem('color-mode')||'system';" +
  "var d=p==='dark'||(p==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "e.classList.toggle('dark',d);e.setAttribute('data-color-mode',p);e.style.colorScheme=d?'dark':'light'}catch(_){}})();";

/** What a page may ask to force (front matter `colorMode`); `system` is refused with a warning (spec §4). */
export type ForcedColorModeRequest = 'light' | 'dark' | 'system';

/** The colour mode a page's front matter asks to force (`colorMode: dark`), or undefined. */
export function forcedColorModeOf(meta: Record<string, unknown> | undefined): ForcedColorModeRequest | undefined {
  const asked = meta?.colorMode;
  return asked === 'light' || asked === 'dark' || asked === 'system' ? asked : undefined;
}

/** The mode that really applies for a request: `system` cannot be forced, so it forces nothing. */
export function effectiveForcedMode(asked: ForcedColorModeRequest | undefined): 'light' | 'dark' | null {
  return asked === 'light' || asked === 'dark' ? asked : null;
}

/** Cookie and query parameter that switch on preview mode; both bypass every HTML cache. */
export const PREVIEW_COOKIE = 'content_preview';
export const PREVIEW_QUERY = 'preview';

/** Path prefixes that are not pages: the locale guard and the HTML cache leave them alone. */
export const NON_PAGE_PREFIXES = [
  '/_shell/',
  '/_remotes/',
  '/_content/',
  '/__nuxt_content/',
  '/__nuxt_island/',
  '/api/',
  '/builds/',
  '/healthz',
] as const;
export const NON_PAGE_FILES = ['/favicon.ico', '/favicon.svg', '/robots.txt', '/sitemap.xml', '/llms.txt', '/llms-full.txt'] as const;

/** File endings of machine outputs anywhere in the tree: feeds, Markdown sources, payloads. */
const NON_PAGE_EXTENSIONS = ['.xml', '.md', '.txt', '.json'] as const;

export function isNonPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    NON_PAGE_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p)) ||
    (NON_PAGE_FILES as readonly string[]).includes(pathname) ||
    NON_PAGE_EXTENSIONS.some((ext) => last.endsWith(ext))
  );
}
