/**
 * The page's own elements, found in ways content cannot interfere with (DOM clobbering,
 * issue 14 finding 4). Content ids and names carry the `user-content-` prefix, and on top
 * of that the shell never asks the document by a bare id or a named property:
 * - `document.getElementById`, `document.head`... can be shadowed by `<img name=...>` or
 *   `<form name=...>`, so the methods are taken from `Document.prototype`;
 * - the state script lives in `<head>`, parsed before any content, and is matched as
 *   `head > script[type=application/json]`, which no element of the body can be.
 */
import { CLOBBER_PREFIX } from '@site/contracts';

const querySelector = Document.prototype.querySelector;
const getElementById = Document.prototype.getElementById;

/** The state script the server wrote into `<head>`. */
export function stateScript(id: string): HTMLScriptElement | null {
  const el = querySelector.call(document, `head > script#${CSS.escape(id)}[type="application/json"]`);
  return el instanceof HTMLScriptElement ? el : null;
}

/** The page's first script (reader.ts), which lists the app's scripts on its own element. */
export function readerScript(): HTMLScriptElement | null {
  const el = querySelector.call(document, 'head > script[data-scripts]');
  return el instanceof HTMLScriptElement ? el : null;
}

/** The app's container: a direct child of `<body>`, which content (rendered inside it) never is. */
export function appContainer(id: string): HTMLElement | null {
  const el = querySelector.call(document, `body > div#${CSS.escape(id)}`);
  return el instanceof HTMLElement ? el : null;
}

/**
 * The element a `#fragment` lands on: a heading's generated id, or an id the content gave its
 * own element (stored as `user-content-<id>`), as GitHub resolves user-content anchors.
 */
export function anchorTarget(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (id === '') return null;
  return getElementById.call(document, id) ?? getElementById.call(document, CLOBBER_PREFIX + id);
}

/** A fragment the browser found no element for lands on the content's own (prefixed) id. */
function scrollToContentAnchor(): void {
  const { hash } = window.location;
  if (!hash || getElementById.call(document, safeDecode(hash.slice(1)))) return;
  anchorTarget(hash)?.scrollIntoView();
}

/** On the first load and on every later fragment change (typed or followed), see above. */
export function followContentAnchors(): void {
  scrollToContentAnchor();
  window.addEventListener('hashchange', scrollToContentAnchor);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
