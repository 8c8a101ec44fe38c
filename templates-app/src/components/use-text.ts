import { useNamespaceT } from '@site/kit';
import { TEMPLATES_TEXTS, type TemplatesTextKey } from '../i18n/index.ts';
import { categoryLabel } from './template-model.ts';

export interface TemplatesText {
  (key: TemplatesTextKey, vars?: Record<string, string | number>): string;
  /** Label of a category (`templates.category.saas`, default: the category itself, title-cased). */
  category(category: string): string;
}

/** The templates views' translate function, plus category labels for any category an author writes. */
export function useTemplatesText(): TemplatesText {
  const t = useNamespaceT(TEMPLATES_TEXTS);
  const text = ((key: TemplatesTextKey, vars?: Record<string, string | number>) => t(key, vars)) as TemplatesText;
  text.category = (category) => t(`templates.category.${category}`, { defaultValue: categoryLabel(category) });
  return text;
}
