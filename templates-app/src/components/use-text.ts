import { useT, useTextWithDefaults } from '@site/kit/ui';
import { categoryLabel } from './template-model.ts';

/**
 * Interface texts of the templates views, in English. They are looked up in the kit's i18n
 * messages first (shell/kit/src/ui/i18n/messages), so a locale that translates a key shows
 * its translation; any other locale shows these defaults.
 */
export const TEMPLATES_TEXT = {
  'header.templates': 'Templates',
  'common.opensInNewTab': '(opens in a new tab)',
  'templates.filter': 'Filter templates by category',
  'templates.all': 'All',
  'templates.countOne': '1 template',
  'templates.countOther': '{{count}} templates',
  'templates.countInCategory': '{{count}} in {{category}}',
  'templates.empty': 'No templates in this category yet.',
  'templates.mainScreen': 'Main screen of the {{name}} template',
  'templates.screenshots': '{{name}} screenshots',
  'templates.screenshot': '{{name}} template, screenshot {{index}} of {{total}}',
  'templates.use': 'Use this template',
  'templates.demo': 'Live demo',
  'templates.repository': 'Repository',
  'templates.branch': 'branch',
  'templates.folder': 'folder',
  'templates.licence': 'Licence:',
  'templates.free': 'Free',
  'templates.premium': 'Premium',
  'templates.draft': 'Draft',
  'templates.related': 'Related templates',
} as const;

export type TemplatesTextKey = keyof typeof TEMPLATES_TEXT;

export interface TemplatesText {
  (key: TemplatesTextKey, vars?: Record<string, string | number>): string;
  /** Label of a category (`templates.category.saas`, default `SaaS`). */
  category(category: string): string;
}

export function useTemplatesText(): TemplatesText {
  const t = useT();
  const base = useTextWithDefaults(TEMPLATES_TEXT);
  const text = ((key: TemplatesTextKey, vars?: Record<string, string | number>) => base(key, vars)) as TemplatesText;
  text.category = (category) => t(`templates.category.${category}`, { defaultValue: categoryLabel(category) });
  return text;
}
