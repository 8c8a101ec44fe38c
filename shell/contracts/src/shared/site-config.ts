/**
 * The one typed site configuration, read by the gateway, the shell and every remote.
 * Servers resolve it once at start-up (see `server/load-site-config.ts`, which applies
 * environment overrides); the browser receives the resolved copy inside the page state,
 * so both sides always agree.
 */
import { DEFAULT_SIDEBAR_DEPTH } from './navigation-view.ts';

export interface LocaleConfig {
  /** Locale code as used in URLs and spec §9, e.g. `en`, `pt_br`. */
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
  /**
   * The docs sidebar a page renders: every section, the page's own branch open, and inside
   * its section folders open down to `depth` levels (sections are level 1: 2 opens the
   * section's children, 3 their sub-folders too). Every other folder loads on expand.
   */
  docsNavigation: { depth: number };
  i18n: { enabled: boolean; defaultLocale: string; locales: LocaleConfig[] };
  /** Analytics host receiving `POST {host}/api/event` page views (spec §7); analytics are off without it. */
  analyticsHost?: string;
}

/** Right-to-left locales (spec §9). */
export const RTL_LOCALES = ['ar', 'ckb', 'fa_ir', 'he', 'ug_cn', 'ur'] as const;

/** The locales of spec §9 with their native names (codes as the spec writes them, also in URLs). */
const LOCALE_NAMES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['az', 'Azərbaycanca'],
  ['bg', 'Български'],
  ['bn', 'বাংলা'],
  ['ca', 'Català'],
  ['ckb', 'کوردی'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['de', 'Deutsch'],
  ['de_ch', 'Deutsch (Schweiz)'],
  ['el', 'Ελληνικά'],
  ['es', 'Español'],
  ['et', 'Eesti'],
  ['fa_ir', 'فارسی'],
  ['fi', 'Suomi'],
  ['fr', 'Français'],
  ['he', 'עברית'],
  ['hi', 'हिन्दी'],
  ['hr', 'Hrvatski'],
  ['hu', 'Magyar'],
  ['hy', 'Հայերեն'],
  ['id', 'Bahasa Indonesia'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['ka', 'ქართული'],
  ['kk', 'Қазақша'],
  ['km', 'ខ្មែរ'],
  ['ko', '한국어'],
  ['ky', 'Кыргызча'],
  ['lb', 'Lëtzebuergesch'],
  ['lt', 'Lietuvių'],
  ['mn', 'Монгол'],
  ['ms', 'Bahasa Melayu'],
  ['nb_no', 'Norsk bokmål'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['pt_br', 'Português (Brasil)'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['sk', 'Slovenčina'],
  ['sl', 'Slovenščina'],
  ['sv', 'Svenska'],
  ['th', 'ไทย'],
  ['tj', 'Тоҷикӣ'],
  ['tr', 'Türkçe'],
  ['ug_cn', 'ئۇيغۇرچە'],
  ['uk', 'Українська'],
  ['ur', 'اردو'],
  ['uz', 'Oʻzbekcha'],
  ['vi', 'Tiếng Việt'],
  ['zh_cn', '简体中文'],
  ['zh_tw', '繁體中文'],
];

/**
 * Every supported locale (spec §9), English first. Marked pure: a bundle that uses only a
 * helper of this file (`localeTag` in a remote's view) leaves the table of names out.
 */
export const SUPPORTED_LOCALES: LocaleConfig[] = /* @__PURE__ */ LOCALE_NAMES.map(([code, name]) => ({
  code,
  name,
  dir: localeDir(code),
}));

/** The BCP 47 tag of a locale code (`zh_cn` → `zh-CN`, `tj` → `tg`), for `lang` attributes and `Intl`. */
export function localeTag(code: string): string {
  const [language = '', region] = code.toLowerCase().split(/[-_]/);
  // `tj` is the spec's code for Tajik, whose ISO 639-1 code is `tg`.
  const lang = language === 'tj' ? 'tg' : language;
  return region ? `${lang}-${region.toUpperCase()}` : lang;
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
  docsNavigation: { depth: DEFAULT_SIDEBAR_DEPTH },
  // The one-line switch: set `enabled: false` for the English-only site (routes exactly as spec §2).
  i18n: {
    enabled: true,
    defaultLocale: 'en',
    // Every locale of spec §9 is live: each has complete interface texts, and a page with
    // no translation shows the English content, marked as such (README: "Locales").
    locales: SUPPORTED_LOCALES,
  },
};

/**
 * Where the header's Documentation entry leads (spec §2: /docs/getting-started, under the
 * docs root). A docs corpus without that page leads its readers from there to its first
 * page (docs-app's loader), so the entry never opens the not-found page.
 */
export function docsEntryPath(config: SiteConfig): string {
  return `/${config.docsRoot}/getting-started`;
}

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

/**
 * The configured locale a path segment names in another spelling: a language tag as
 * browsers, feeds and other sites write it (`zh-TW`, `pt-BR`, `EN`) for the code `zh_tw`,
 * `pt_br`, `en`. Null when it names none, or is already the code itself.
 */
export function localeOfTag(config: SiteConfig, segment: string | undefined): string | null {
  const known = (code: string) => config.i18n.enabled && config.i18n.locales.some((l) => l.code === code);
  // ASCII only, as language tags are: toLowerCase maps the Kelvin sign (U+212A) to k.
  if (!segment || !/^[A-Za-z0-9_-]+$/.test(segment) || known(segment)) return null;
  const code = segment.toLowerCase().replace(/-/g, '_');
  return known(code) ? code : null;
}

/** The docs collection for a locale: `docs_{locale}` with i18n on (dashes become underscores), else `docs`. */
export function docsCollection(config: SiteConfig, locale: string): string {
  return config.i18n.enabled ? `docs_${locale.replace(/-/g, '_')}` : 'docs';
}

/** Whether `collection` is the docs collection of a locale other than `locale` (a reader there does not need its data). */
export function isOtherLocaleDocs(config: SiteConfig, collection: string, locale: string): boolean {
  return config.i18n.enabled && collection.startsWith('docs_') && collection !== docsCollection(config, locale);
}

/**
 * Builds a link to a locale-free path in the given locale. It lives beside the configuration,
 * not with the route table, so the code that only builds links (every page's header, a
 * remote's view) does not bundle the table, its middleware and the legacy paths.
 */
export function localePath(config: SiteConfig, locale: string, path: string): string {
  if (!config.i18n.enabled || hasLocalePrefix(config, path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

const localeCodes = new WeakMap<SiteConfig, ReadonlySet<string>>();

/**
 * Whether `path` already names its locale (`/fr/docs/x`, written so in content): site paths
 * never start with a locale's code otherwise (those segments are the locales' routes), and a
 * second prefix made `/en/fr/docs/x`, a 404.
 */
function hasLocalePrefix(config: SiteConfig, path: string): boolean {
  let codes = localeCodes.get(config);
  if (!codes) {
    codes = new Set(config.i18n.locales.map((l) => l.code));
    localeCodes.set(config, codes);
  }
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return first !== undefined && codes.has(first);
}

/** Applies the title template `%s - {site name}`; the home page keeps the bare site name. */
export function formatTitle(config: SiteConfig, title: string | undefined): string {
  if (!title || title === config.name) return config.name;
  return config.titleTemplate.replace('%s', title);
}
