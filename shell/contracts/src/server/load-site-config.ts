import { siteConfig, type SiteConfig } from '../shared/site-config.ts';

/**
 * The resolved site configuration for a server process. Environment overrides exist for
 * operators and tests: SITE_ORIGIN (public origin) and SITE_I18N=off (English-only mode).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const i18nFlag = env.SITE_I18N?.toLowerCase();
  const enabled = i18nFlag === undefined ? siteConfig.i18n.enabled : !['0', 'off', 'false', 'no'].includes(i18nFlag);
  return {
    ...siteConfig,
    origin: (env.SITE_ORIGIN ?? siteConfig.origin).replace(/\/$/, ''),
    i18n: { ...siteConfig.i18n, enabled },
  };
}
