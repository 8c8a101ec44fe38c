import { siteConfig, type SiteConfig } from '../shared/site-config.ts';

/**
 * The resolved site configuration for a server process. Environment overrides exist for
 * operators and tests: SITE_ORIGIN (public origin), SITE_I18N=off (English-only mode) and
 * ANALYTICS_HOST (a Plausible-compatible analytics server; analytics are off without it).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const i18nFlag = env.SITE_I18N?.toLowerCase();
  const enabled = i18nFlag === undefined ? siteConfig.i18n.enabled : !['0', 'off', 'false', 'no'].includes(i18nFlag);
  return {
    ...siteConfig,
    origin: (env.SITE_ORIGIN ?? siteConfig.origin).replace(/\/$/, ''),
    i18n: { ...siteConfig.i18n, enabled },
    ...analyticsHost(env.ANALYTICS_HOST),
  };
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
