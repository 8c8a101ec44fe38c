/** Server-renders a tree the way the shell does (inside the site context) for assertions. */
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { siteConfig, type SiteConfig } from '@site/contracts';
import { SiteProvider } from '../../src/site-context.tsx';

export function render(node: ReactElement, opts: { config?: SiteConfig; locale?: string; path?: string } = {}): string {
  const config = opts.config ?? siteConfig;
  return renderToString(createElement(SiteProvider, { config, locale: opts.locale ?? 'en', path: opts.path ?? '/' }, node));
}

/** Parses server HTML into a DOM-like document for queries (no browser needed). */
export function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0;
}

export const englishOnly: SiteConfig = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };
