/**
 * One i18next instance per locale. English is bundled and is the fallback of every key; a
 * locale's own texts (the kit's and each section's namespace) are loaded on demand by
 * `prepareTexts` before a page in that locale renders, on the server and in the browser
 * alike, so both translate identically on first render and the browser downloads only the
 * visited locale. Instances never switch language: concurrent server requests in different
 * locales each use their own instance.
 */
import i18next, { type i18n } from 'i18next';
import type { TextNamespace } from '@site/contracts';
import { en, type Messages } from './messages/en.ts';

export const DEFAULT_UI_LOCALE = 'en';

/** The namespace of the kit's own texts; each remote adds its own beside it. */
export const KIT_NAMESPACE = 'translation';

/** The kit's texts: one module per locale under `messages/`, each its own browser chunk (message-modules.ts). */
export const KIT_TEXTS: TextNamespace<Messages> = {
  name: KIT_NAMESPACE,
  en,
  load: (locale) => loadLocaleModule(locale, async (code) => (await import('./message-modules.ts')).importMessages(code)),
};

const LOCALE_CODE = /^[a-z]{2,3}(?:_[a-z]{2})?$/;

/**
 * A locale module's texts, or undefined when the locale has none (missing file). Only a
 * locale-shaped code reaches the importer, so no path can lead outside its folder.
 */
export async function loadLocaleModule(
  locale: string,
  importer: (code: string) => Promise<{ default?: object }>,
): Promise<object | undefined> {
  if (!LOCALE_CODE.test(locale)) return undefined;
  try {
    return (await importer(locale)).default;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, i18n>();
/** Incremented whenever texts are added, so translate functions drop lookups made before. */
let textsGeneration = 0;

export function currentTextsGeneration(): number {
  return textsGeneration;
}

export function createI18n(locale: string): i18n {
  const cached = cache.get(locale);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_UI_LOCALE,
    resources: { [DEFAULT_UI_LOCALE]: { [KIT_NAMESPACE]: en } },
    initAsync: false,
    // React escapes text itself; i18next escaping would double-encode "&" and quotes.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  cache.set(locale, instance);
  return instance;
}

/** Adds a namespace's English texts (bundled, synchronous) to a locale's instance. */
export function addEnglish(instance: i18n, namespace: TextNamespace): void {
  if (instance.hasResourceBundle(DEFAULT_UI_LOCALE, namespace.name)) return;
  instance.addResourceBundle(DEFAULT_UI_LOCALE, namespace.name, namespace.en);
  textsGeneration++;
}

const loading = new Map<string, Promise<void>>();

/**
 * Makes the kit's texts and the given namespaces ready in `locale` (each loaded once per
 * process). A namespace without texts for the locale keeps English: never a raw key.
 */
export async function prepareTexts(locale: string, namespaces: ReadonlyArray<TextNamespace | undefined> = []): Promise<void> {
  const instance = createI18n(locale);
  const wanted = [KIT_TEXTS, ...namespaces.filter((n): n is TextNamespace => !!n)];
  await Promise.all(
    wanted.map((namespace) => {
      addEnglish(instance, namespace);
      if (locale === DEFAULT_UI_LOCALE) return undefined;
      const key = `${locale}\u0000${namespace.name}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = namespace.load(locale).then((texts) => {
          if (texts && !instance.hasResourceBundle(locale, namespace.name)) {
            instance.addResourceBundle(locale, namespace.name, texts);
            textsGeneration++;
          }
        });
        loading.set(key, pending);
      }
      return pending;
    }),
  );
}

/**
 * The texts a page of `locale` renders with beyond the bundled English: the kit's and those
 * of the given namespaces, by namespace. The server puts them in the page so the browser
 * hydrates without a request for them (`provideTexts`).
 */
export function pageTexts(locale: string, namespaces: ReadonlyArray<string | undefined>): Record<string, object> | undefined {
  if (locale === DEFAULT_UI_LOCALE) return undefined;
  const instance = createI18n(locale);
  const out: Record<string, object> = {};
  for (const name of [KIT_NAMESPACE, ...namespaces]) {
    const bundle = name ? (instance.getResourceBundle(locale, name) as object | undefined) : undefined;
    if (name && bundle) out[name] = bundle;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Takes the texts a page carries (`pageTexts`) as loaded: `prepareTexts` asks for them no more. */
export function provideTexts(locale: string, texts: Readonly<Record<string, object>> | undefined): void {
  if (!texts) return;
  const instance = createI18n(locale);
  for (const [name, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(locale, name)) {
      instance.addResourceBundle(locale, name, bundle);
      textsGeneration++;
    }
    loading.set(`${locale}\u0000${name}`, Promise.resolve());
  }
}
