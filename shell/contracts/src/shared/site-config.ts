/**
 * The one typed site configuration, read by the gateway, the shell and every remote.
 * Servers resolve it once at start-up (see `server/load-site-config.ts`, which applies
 * environment overrides); the browser receives the resolved copy inside the page state,
 * so both sides always agree.
 */
export interface LocaleConfig {
  /** Locale code as used in URLs, e.g. `en`, `pt-br`. */
  code: string;
  /** Native name shown in the language selector. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export interface SocialLink {
  label: string;
  icon: string;
  href: string;
}

export interface SiteConfig {
  /** Public origin used for canonical and redirect URLs; never taken from request headers. */
  origin: string;
  name: string;
  header: { title: string; wordmark: [string, string] };
  /** `%s` is replaced by the page title. */
  titleTemplate: string;
  description: string;
  theme: { primary: string; secondary: string; neutral: string };
  socials: SocialLink[];
  repository: { owner: string; name: string; branch: string; url: string };
  studioUrl: string;
  /** Folder (under content/) that holds the docs collection. */
  docsRoot: string;
  i18n: { enabled: boolean; defaultLocale: string; locales: LocaleConfig[] };
  /** Analytics host receiving `POST {host}/api/event` page views (spec §7); analytics are off without it. */
  analyticsHost?: string;
}

export const siteConfig: SiteConfig = {
  origin: 'http://localhost:3000',
  name: 'Nuxt Content',
  header: { title: 'Nuxt Content', wordmark: ['Nuxt', 'Content'] },
  titleTemplate: '%s - Nuxt Content',
  description: 'The file-based CMS for your web app: write Markdown, YAML, CSV or JSON and query it like a database.',
  theme: { primary: 'green', secondary: 'sky', neutral: 'slate' },
  socials: [
    { label: 'GitHub', icon: 'github', href: 'https://github.com/nuxt/content' },
    { label: 'X', icon: 'x', href: 'https://x.com/nuxtstudio' },
    { label: 'Discord', icon: 'discord', href: 'https://discord.com/invite/ps2h6QT' },
  ],
  repository: { owner: 'nuxt', name: 'content', branch: 'main', url: 'https://github.com/nuxt/content' },
  studioUrl: 'https://nuxt.studio',
  docsRoot: 'docs',
  // The one-line switch: set `enabled: false` for the English-only site (routes exactly as spec §2).
  i18n: {
    enabled: true,
    defaultLocale: 'en',
    locales: [
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ja', name: '日本語', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ],
  },
};

/** Right-to-left locales (spec §4). */
export const RTL_LOCALES = ['ar', 'ckb', 'fa_ir', 'he', 'ug_cn', 'ur'] as const;

export function localeDir(code: string): 'ltr' | 'rtl' {
  return (RTL_LOCALES as readonly string[]).includes(code.replace(/-/g, '_').toLowerCase()) ? 'rtl' : 'ltr';
}

/** Locale codes that are live: all configured ones with i18n on, only the default with it off. */
export function activeLocales(config: SiteConfig): LocaleConfig[] {
  if (!config.i18n.enabled) {
    return config.i18n.locales.filter((l) => l.code === config.i18n.defaultLocale).slice(0, 1);
  }
  return config.i18n.locales;
}

export function isKnownLocale(config: SiteConfig, code: string | undefined): code is string {
  return !!code && config.i18n.enabled && config.i18n.locales.some((l) => l.code === code);
}

/** The docs collection for a locale: `docs_{locale}` with i18n on (dashes become underscores), else `docs`. */
export function docsCollection(config: SiteConfig, locale: string): string {
  return config.i18n.enabled ? `docs_${locale.replace(/-/g, '_')}` : 'docs';
}

/** Applies the title template `%s - {site name}`; the home page keeps the bare site name. */
export function formatTitle(config: SiteConfig, title: string | undefined): string {
  if (!title || title === config.name) return config.name;
  return config.titleTemplate.replace('%s', title);
}
