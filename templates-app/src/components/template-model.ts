import { ownEntry, type TemplateRow } from '@site/contracts';

const CATEGORY_LABELS: Record<string, string> = { docs: 'Docs', blog: 'Blog', minimal: 'Minimal', saas: 'SaaS' };

/** Human label of a template category (`saas` → `SaaS`). */
export function categoryLabel(category: string): string {
  return ownEntry(CATEGORY_LABELS, category) ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/**
 * Where "Use this template" leads: the template's folder in its repository on GitHub
 * (`owner/name`, at `branch`, under `baseDir` when the template is not at the root).
 */
export function templateRepositoryUrl(t: Pick<TemplateRow, 'owner' | 'name' | 'branch' | 'baseDir'>): string | null {
  if (!t.owner) return null;
  const base = `https://github.com/${encodeURIComponent(t.owner)}/${encodeURIComponent(t.name)}`;
  const dir = (t.baseDir ?? '')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .map(encodeURIComponent)
    .join('/');
  if (!t.branch && !dir) return base;
  return `${base}/tree/${encodeURIComponent(t.branch || 'main')}${dir ? `/${dir}` : ''}`;
}

/** The category asked for in a URL's `?category=`, when it is one the list offers. */
export function categoryFromSearch(search: string, categories: string[]): string | null {
  const wanted = new URLSearchParams(search).get('category');
  return wanted && categories.includes(wanted) ? wanted : null;
}

/** The name readers see: the page title (`Docus`); `name` is the repository's name (`docus-starter`). */
export function displayName(t: Pick<TemplateRow, 'title' | 'name'>): string {
  return t.title?.trim() || t.name;
}

/**
 * The licence badge: the two values the site styles (`free`, `premium`) get their label and
 * colour; any other value an author writes (`nuxt-ui`, `MIT`) is shown as written, neutral.
 */
export function licenceBadge(
  licenseType: string | undefined,
): { known: 'free' | 'premium' | null; label: string; color: 'secondary' | 'neutral' } | null {
  if (!licenseType) return null;
  if (licenseType === 'premium') return { known: 'premium', label: licenseType, color: 'secondary' };
  if (licenseType === 'free') return { known: 'free', label: licenseType, color: 'neutral' };
  return { known: null, label: licenseType, color: 'neutral' };
}

/** The templates a category chip shows (all of them for "All"). */
export function filterTemplates<T extends Pick<TemplateRow, 'category'>>(templates: T[], category: string | null): T[] {
  return category ? templates.filter((t) => t.category === category) : templates;
}

/** The image fields a template can give a dark-mode variant of, under its `dark` key. */
export type TemplateImageField = 'mainScreen' | 'image1' | 'image2' | 'image3';

/**
 * The dark-mode variant of one of a template's images: `dark: { mainScreen: …, image1: … }`
 * in the template file (kept in `meta`, beside the collection's own fields).
 */
export function darkImage(t: Pick<TemplateRow, 'meta'>, field: TemplateImageField): string | undefined {
  const dark = t.meta?.dark;
  if (!dark || typeof dark !== 'object') return undefined;
  const value = (dark as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}
