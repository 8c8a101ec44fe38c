import { siteConfig, type SiteConfig } from '../shared/site-config.ts';
import { switchEnv } from './env-values.ts';

/**
 * The resolved site configuration for a server process. Environment overrides exist for
 * operators and tests: SITE_ORIGIN (public origin), SITE_I18N=off (English-only mode) and
 * ANALYTICS_HOST (a Plausible-compatible analytics server; analytics are off without it).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const enabled = switchEnv(env, 'SITE_I18N', siteConfig.i18n.enabled);
  return {
    ...siteConfig,
    origin: env.SITE_ORIGIN === undefined ? siteConfig.origin : siteOrigin(env.SITE_ORIGIN),
    i18n: { ...siteConfig.i18n, enabled },
    ...analyticsHost(env.ANALYTICS_HOST),
  };
}

/**
 * The public origin every canonical, redirect, feed and sitemap URL is made from, and that the
 * browser parses on every page (analytics): refused at start unless it is an http(s) origin,
 * so a typo (`docs.example.com`, no scheme) stops the process with its reason instead of
 * breaking every page's links. A trailing slash is dropped.
 */
function siteOrigin(value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_ORIGIN must be the site's public origin, such as https://docs.example.com, not "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_ORIGIN must use http or https, not ${url.protocol}`);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_ORIGIN is an origin (scheme, host and port), without a path, query or fragment: not "${text}"`);
  }
  return url.origin;
}

function analyticsHost(value: string | undefined): { analyticsHost?: string } {
  const host = value?.trim();
  if (!host) return {};
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`ANALYTICS_HOST must be an http(s) origin such as https://plausible.io, not "${host}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`ANALYTICS_HOST must use http or https, not ${url.protocol}`);
  return { analyticsHost: url.origin };
}
