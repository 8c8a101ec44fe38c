/**
 * The interface texts of the templates namespace: English bundled, every other locale in
 * `locales/{code}.ts`, loaded on demand (its own chunk in the browser). The kit's shared
 * texts (header, common, …) are reachable through the same translate function.
 */
import type { TextNamespace } from '@site/contracts';
import { loadLocaleModule, type MessageKey, type Messages } from '@site/kit';
import { en } from './en.ts';

export const TEMPLATES_TEXTS: TextNamespace<typeof en> = {
  name: 'templates',
  en,
  load: (locale) => loadLocaleModule(locale, async (code) => (await import('./locale-modules.ts')).importLocale(code)),
};

export type TemplatesTextKey = MessageKey<typeof en> | MessageKey<Messages>;
