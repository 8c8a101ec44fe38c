/** The HTML document around the rendered app: head tags, the state script, assets. */
import {
  activeLocales,
  COLOR_MODE_SCRIPT,
  effectiveForcedMode,
  escapeHtml,
  formatTitle,
  localeDir,
  localePath,
  localeTag,
} from '@site/contracts';
import { APP_ELEMENT_ID, STATE_ELEMENT_ID, type PageState } from '../app/page-state.ts';
import { jsonForScript } from './script-json.ts';
import { socialHeadTags } from './social-head.ts';

export interface ShellAssets {
  js: string[];
  css: string[];
}

export function serializeState(state: PageState): string {
  return jsonForScript(state);
}

export function renderDocument(state: PageState, appHtml: string, assets: ShellAssets): string {
  const { config, route, head } = state;
  const title = formatTitle(config, head.title);
  // A page standing in for a missing translation is a copy: the canonical is the original.
  const canonical = config.origin + localePath(config, head.contentLocale ?? route.locale, route.path);
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (state.status === 200) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  else tags.push('<meta name="robots" content="noindex">');
  if (config.i18n.enabled && state.status === 200 && head.alternates) {
    for (const code of head.alternates) {
      if (!activeLocales(config).some((l) => l.code === code)) continue;
      tags.push(
        `<link rel="alternate" hreflang="${escapeHtml(localeTag(code))}" href="${escapeHtml(config.origin + localePath(config, code, route.path))}">`,
      );
    }
    if (head.alternates.includes(config.i18n.defaultLocale)) {
      tags.push(
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(config.origin + localePath(config, config.i18n.defaultLocale, route.path))}">`,
      );
    }
  }
  for (const feed of head.feeds ?? []) {
    const base = config.origin + localePath(config, route.locale, feed.path);
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(`${base}/rss.xml`)}">`,
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(`${base}/atom.xml`)}">`,
    );
  }
  tags.push(...socialHeadTags(config, route.locale, head, canonical, title));
  tags.push('<meta name="theme-color" content="#00c16a">', '<link rel="icon" href="/_shell/favicon.svg" type="image/svg+xml">');
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  // The owner remote's stylesheet and entry, pinned to the version this HTML was rendered with.
  // (Only when the page really renders it: an unavailable remote's files would fail to load.)
  const owner = route.owner !== 'shell' && state.view.kind === 'page' ? route.owner : null;
  const ownerVersion = owner ? state.remotes[owner] : undefined;
  if (owner && ownerVersion) {
    tags.push(`<link rel="stylesheet" href="/_remotes/${owner}/${ownerVersion}/browser/styles.css">`);
    tags.push(`<link rel="preload" as="script" href="/_remotes/${owner}/${ownerVersion}/browser/remoteEntry.js">`);
  }
  // The page state goes in <head>, before any content is parsed, where the browser reads it
  // as `head > script` (content ids cannot take it over: issue 14, finding 4).
  tags.push(`<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>`);
  tags.push(`<script>${COLOR_MODE_SCRIPT}</script>`);
  for (const src of assets.js) tags.push(`<script src="${escapeHtml(src)}" defer></script>`);

  const forcedMode = effectiveForcedMode(head.forcedColorMode);
  const forced = forcedMode ? ` data-forced-color-mode="${forcedMode}"` : '';
  const remotesAttr = Object.entries(state.remotes)
    .map(([k, v]) => `${k}@${v}`)
    .join(' ');
  return (
    `<!doctype html><html lang="${escapeHtml(localeTag(route.locale))}" dir="${localeDir(route.locale)}"${forced} data-build="${escapeHtml(state.buildId)}" data-remotes="${escapeHtml(remotesAttr)}">` +
    `<head>${tags.join('')}</head>` +
    `<body><div id="${APP_ELEMENT_ID}">${appHtml}</div></body></html>`
  );
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
