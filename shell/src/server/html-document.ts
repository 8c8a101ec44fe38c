/** The HTML document around the rendered app: head tags, the state script, assets. */
import {
  COLOR_MODE_SCRIPT,
  effectiveForcedMode,
  checkUrl,
  escapeHtml,
  formatTitle,
  localeDir,
  localeTag,
  serverHtmlBodies,
} from '@site/contracts';
import type { RemoteName } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import { pageTexts } from '@site/kit';
import { pageHeadTags } from '../app/head-tags.ts';
import { APP_ELEMENT_ID, STATE_ELEMENT_ID, type PageState } from '../app/page-state.ts';
import { pageText, SharedPart, type PagePart } from './encode-page.ts';
import { jsonForScript } from './script-json.ts';
import { headTagHtml } from './head-tag-html.ts';

export interface ShellAssets {
  /** The page's first script (src/client/reader.ts), which starts the app at the reader's first intent. */
  reader: string;
  /** The app's scripts, in the order they run. */
  js: string[];
  css: string[];
  /** Stylesheets the page carries inline, by their URL (the shell's own, read at start). */
  inlineCss?: Readonly<Record<string, string>>;
  /** The stylesheet text of the page's remote (its version's, remote-styles.ts), when the server has it. */
  remoteCss?: string;
}

/**
 * A stylesheet in the page itself, so the first paint waits for no request (the pages'
 * full loads are the first visit's; later pages come by client navigation). `data-href`
 * names the file it stands for, for the client router. Text that could end the element is
 * linked instead.
 */
function stylesheet(href: string, text: string | undefined): PagePart {
  if (text === undefined) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  const known = inlineStyles.get(href);
  if (known?.text === text) return known.part;
  const part = /<\/style/i.test(text)
    ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
    : new SharedPart(`<style data-href="${escapeHtml(href)}">${text}</style>`);
  inlineStyles.set(href, { text, part });
  return part;
}

/**
 * Each inline stylesheet's element, made once (the shell's own and each remote version's:
 * their URLs name their content), so every page shares its bytes and compressed form
 * (encode-page.ts). A handful are live at a time; the bound only keeps a long-running
 * shell through many remote releases from keeping them all.
 */
const inlineStyles = new LRUCache<string, { text: string; part: PagePart }>({ max: 32 });

export function serializeState(state: PageState): string {
  return jsonForScript(state);
}

/**
 * The state script's opening fields, the same on every page of a build (the site
 * configuration, the build id, the remote and content versions: about 5.5 KB of a docs page's
 * 9 KB state), serialized and deflated once per build as a shared part; the page's own fields
 * follow as text. The bytes are exactly `serializeState(state)`'s (JSON keeps the key order).
 */
const BUILD_FIELDS = ['config', 'buildId', 'remotes', 'contentVersions'] as const;
/** A build's fields, serialized: one entry per build and remote versions seen lately. */
const buildFieldParts = new LRUCache<
  string,
  { config: PageState['config']; contentVersions: PageState['contentVersions']; part: SharedPart }
>({
  max: 8,
});

function statePartsOf(state: PageState): PagePart[] {
  const keys = Object.keys(state);
  const leading = BUILD_FIELDS.every((field, i) => keys[i] === field && state[field] !== undefined) && keys.length > BUILD_FIELDS.length;
  if (!leading) return [serializeState(state)];
  const { config, buildId, remotes, contentVersions, ...own } = state;
  const key = `${buildId}|${JSON.stringify(remotes)}`;
  let known = buildFieldParts.get(key);
  // Same build id, same versions: the configuration and content versions are the same objects
  // unless the process reloaded them (or runs several servers), and then they are serialized again.
  if (known?.config !== config || known.contentVersions !== contentVersions) {
    const fields = jsonForScript({ config, buildId, remotes, contentVersions });
    known = { config, contentVersions, part: new SharedPart(fields.slice(0, -1)) };
    buildFieldParts.set(key, known);
  }
  return [known.part, `,${jsonForScript(own).slice(1)}`];
}

/**
 * A page's state for the server's render (its bodies rendered under ids) and for its inline
 * state (those bodies as outlines: the browser keeps their HTML, CONTRACTS.md §6).
 */
export function serverHtmlStates(state: PageState, textNamespace?: string): { render: PageState; inline: PageState } {
  // Outside the default locale the page carries the texts it rendered with (PageState.texts).
  const texts = pageTexts(state.route.locale, [textNamespace]);
  const withTexts = texts ? { ...state, texts } : state;
  if (state.view.kind !== 'page') return { render: state, inline: withTexts };
  const { render, inline } = serverHtmlBodies(state.view.data);
  return { render: { ...state, view: { kind: 'page', data: render } }, inline: { ...withTexts, view: { kind: 'page', data: inline } } };
}

/**
 * The remote whose page this is, at the version the HTML is rendered with; null for the
 * shell's own pages and when the page does not render it (an unavailable remote's files
 * would fail to load).
 */
export function pageRemote(state: PageState): { name: RemoteName; version: string } | null {
  const name = state.route.owner !== 'shell' && state.view.kind === 'page' ? state.route.owner : null;
  const version = name ? state.remotes[name] : undefined;
  return name && version ? { name, version } : null;
}

export function renderDocument(state: PageState, appHtml: string, assets: ShellAssets): string {
  return pageText(documentParts(state, [appHtml], assets));
}

/**
 * The document as parts: the inline stylesheets, the state's build fields and the app's
 * chrome (`app`, chrome-cache.ts) are shared parts (encode-page.ts).
 */
export function documentParts(state: PageState, app: readonly PagePart[], assets: ShellAssets): PagePart[] {
  const { config, route, head } = state;
  const title = formatTitle(config, head.title);
  const tags: PagePart[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ];
  // First of all requests: the image of the page's largest paint (it sits below the inline
  // styles and the state, which a slow connection takes a while to bring).
  const lcpImage = head.lcpImage ? checkUrl(head.lcpImage, 'image') : null;
  if (lcpImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(lcpImage)}" fetchpriority="high">`);
  for (const tag of pageHeadTags(state, title)) tags.push(headTagHtml(tag));
  tags.push('<meta name="theme-color" content="#00c16a">', '<link rel="icon" href="/_shell/favicon.svg" type="image/svg+xml">');
  for (const href of assets.css) tags.push(stylesheet(href, assets.inlineCss?.[href]));
  // The owner remote's stylesheet and entry, pinned to the version this HTML was rendered with.
  const remote = pageRemote(state);
  if (remote) {
    tags.push(stylesheet(`/_remotes/${remote.name}/${remote.version}/browser/styles.css`, assets.remoteCss));
  }
  // The page state goes in <head>, before any content is parsed, where the browser reads it
  // as `head > script` (content ids cannot take it over: issue 14, finding 4).
  tags.push(`<script type="application/json" id="${STATE_ELEMENT_ID}">`, ...statePartsOf(state), '</script>');
  tags.push(`<script>${COLOR_MODE_SCRIPT}</script>`);
  // The page's first script; it starts the app's scripts, the owner remote's entry with them,
  // at the reader's first intent (reader.ts), reading their URLs from its own element.
  const preload = remote ? `/_remotes/${remote.name}/${remote.version}/browser/remoteEntry.js` : '';
  if (assets.js.length) {
    tags.push(
      `<script defer src="${escapeHtml(assets.reader)}" data-scripts="${escapeHtml(assets.js.join(' '))}" data-preload="${escapeHtml(preload)}"></script>`,
    );
  }

  const forcedMode = effectiveForcedMode(head.forcedColorMode);
  const forced = forcedMode ? ` data-forced-color-mode="${forcedMode}"` : '';
  const remotesAttr = Object.entries(state.remotes)
    .map(([k, v]) => `${k}@${v}`)
    .join(' ');
  return [
    `<!doctype html><html lang="${escapeHtml(localeTag(route.locale))}" dir="${localeDir(route.locale)}"${forced} data-build="${escapeHtml(state.buildId)}" data-remotes="${escapeHtml(remotesAttr)}"><head>`,
    ...tags,
    `</head><body><div id="${APP_ELEMENT_ID}">`,
    ...app,
    '</div></body></html>',
  ];
}

/**
 * What a crawler or link previewer gets instead of the error screen (spec §4): the status,
 * a title and `noindex`, no application and no error page to index or to show in a card.
 */
export function renderBotErrorDocument(state: PageState): string {
  const title = formatTitle(state.config, state.head.title);
  return (
    `<!doctype html><html lang="${escapeHtml(state.route.locale)}" dir="${localeDir(state.route.locale)}">` +
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"></head><body></body></html>`
  );
}
