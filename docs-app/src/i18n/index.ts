/**
 * The interface texts of the docs namespace: English bundled, every other locale in
 * `locales/{code}.ts`, loaded on demand (its own chunk in the browser). The kit's shared
 * texts (header, common, …) are reachable through the same translate function.
 */
import type { TextNamespace } from '@site/contracts';
import { loadLocaleModule, useNamespaceT, type MessageKey, type Messages } from '@site/kit';
import { en } from './en.ts';

export const DOCS_TEXTS: TextNamespace<typeof en> = {
  name: 'docs',
  en,
  load: (locale) => loadLocaleModule(locale, async (code) => (await import('./locale-modules.ts')).importLocale(code)),
};

export type DocsTextKey = MessageKey<typeof en> | MessageKey<Messages>;

/** Translate function for the docs views, in the locale of the page being rendered. */
export function useDocsText(): (key: DocsTextKey, vars?: Record<string, string | number>) => string {
  return useNamespaceT(DOCS_TEXTS);
}
