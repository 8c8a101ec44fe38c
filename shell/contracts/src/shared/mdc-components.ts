/**
 * The component names content may use, declared once for the content build (which warns
 * about unknown names) and the prose renderer (which picks a component by name).
 *
 * Authors write the same component under several names: `::note`, `::prose-note`,
 * `::ProseNote`, `::u-page-hero`, `::UPageHero`, `::page-hero`. A name is reduced to its
 * canonical form by kebab-casing it and dropping the `u-` (component library) and `prose-`
 * (typography layer) prefixes.
 */
import { memoizeString } from './memo.ts';
import { ownEntry } from './own-entry.ts';

/** Canonical names of every component the renderer draws itself. */
export const MDC_COMPONENTS = [
  // prose: callouts
  'note',
  'tip',
  'warning',
  'caution',
  'important',
  'info',
  'callout',
  // prose: structure
  'code-group',
  'steps',
  'tabs',
  'tabs-item',
  'accordion',
  'accordion-item',
  'card-group',
  'card',
  'field-group',
  'field',
  'collapsible',
  'code-preview',
  'code-collapse',
  // prose: inline
  'badge',
  'kbd',
  'icon',
  // landing (page components)
  'page-hero',
  'page-section',
  'page-feature',
  'page-grid',
  'page-card',
  'page-cta',
  'page-logos',
  'page-columns',
  'page-header',
  'page-body',
  'page-links',
  'button',
  'link',
  'color-mode-image',
  'container',
  'browser-frame',
  'input-copy',
  'video',
  'br',
  'separator',
] as const;

export type MdcComponentName = (typeof MDC_COMPONENTS)[number];

const KNOWN: ReadonlySet<string> = new Set(MDC_COMPONENTS);

/** Other spellings of a canonical name (after prefixes are dropped). */
const ALIASES: Record<string, MdcComponentName> = {
  'tab-item': 'tabs-item',
  'code-tabs': 'code-group',
  cards: 'card-group',
  fields: 'field-group',
  'landing-hero': 'page-hero',
  'landing-section': 'page-section',
  'landing-cta': 'page-cta',
  'block-hero': 'page-hero',
  'page-feature-item': 'page-feature',
  'callout-note': 'note',
  // A framed, labelled preview of what a sample draws (the reference docs' own name for it).
  'preview-card': 'code-preview',
  // Files shown as a tree of code blocks: drawn as a code group with a tab per file.
  'code-tree': 'code-group',
};

export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** `ProseNote`, `prose-note`, `UPageHero`, `u-page-hero` → `note`, `page-hero`; other names kebab-cased. */
export const canonicalComponentName = memoizeString(canonical);

function canonical(name: string): string {
  let kebab = kebabCase(name);
  for (;;) {
    if (kebab.startsWith('u-') && kebab.length > 2) kebab = kebab.slice(2);
    else if (kebab.startsWith('prose-') && kebab.length > 6) kebab = kebab.slice(6);
    else break;
  }
  return ownEntry(ALIASES, kebab) ?? kebab;
}

/** The canonical name when the renderer draws this component itself, else null. */
export function knownComponent(name: string): MdcComponentName | null {
  const canonical = canonicalComponentName(name);
  return KNOWN.has(canonical) ? (canonical as MdcComponentName) : null;
}
