/**
 * `useT()` returns the translate function of the nearest `I18nProvider` for the kit's own
 * texts; `useNamespaceT()` does the same for a remote's texts, which the remote declares as
 * its own i18next namespace (`TextNamespace`). Without a provider (a remote rendered alone,
 * a test) both use the English instance rather than printing keys.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { TextNamespace } from '@site/contracts';
import { addEnglish, createI18n, currentTextsGeneration, DEFAULT_UI_LOCALE, KIT_NAMESPACE } from './create-i18n.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type I18n = ReturnType<typeof createI18n>;

/**
 * The locale's instance, for every kit component below the provider. A context of our own
 * (not react-i18next's): instances never switch language, so nothing needs its bindings.
 */
const I18nContext = createContext<I18n | null>(null);

/**
 * Lookups per instance and namespace, valid until texts are added (`currentTextsGeneration`).
 * This keeps i18next's key parsing and interpolation out of every server render of every
 * label. Bounded: variables come from content (file names, titles).
 */
const MAX_CACHED_TEXTS = 2048;
const plainTexts = new WeakMap<I18n, Map<string, { generation: number; texts: Map<string, string> }>>();

function plainCache(i18n: I18n, ns: string): Map<string, string> {
  let byNs = plainTexts.get(i18n);
  if (!byNs) {
    byNs = new Map();
    plainTexts.set(i18n, byNs);
  }
  const generation = currentTextsGeneration();
  let entry = byNs.get(ns);
  if (!entry || entry.generation !== generation) {
    entry = { generation, texts: new Map() };
    byNs.set(ns, entry);
  }
  return entry.texts;
}

function translator(i18n: I18n, ns: string): Translate {
  // A remote's namespace first, then the kit's shared texts (header, common…).
  const namespaces = ns === KIT_NAMESPACE ? [KIT_NAMESPACE] : [ns, KIT_NAMESPACE];
  return (key, vars) => {
    // With variables, the key carries them: a page repeats the same few (a code block's file
    // name, the year), and the cache is bounded like every text of the generation.
    const cacheKey = vars ? `${key}\0${JSON.stringify(vars)}` : key;
    const cache = plainCache(i18n, ns);
    let text = cache.get(cacheKey);
    if (text === undefined) {
      text = String(i18n.t(key, vars ? { ...vars, ns: namespaces } : { ns: namespaces }));
      if (cache.size >= MAX_CACHED_TEXTS) cache.delete(cache.keys().next().value!);
      cache.set(cacheKey, text);
    }
    return text;
  };
}

function useI18nInstance(): I18n {
  return useContext(I18nContext) ?? createI18n(DEFAULT_UI_LOCALE);
}

export function useT(): Translate {
  const i18n = useI18nInstance();
  return useMemo<Translate>(() => translator(i18n, KIT_NAMESPACE), [i18n]);
}

/**
 * The translate function of a remote's namespace in the current locale. The locale's own
 * texts were made ready before the page rendered (`prepareTexts`); a key the locale lacks
 * falls back to English, then to the kit's texts, never to the raw key.
 */
export function useNamespaceT(namespace: TextNamespace): Translate {
  const i18n = useI18nInstance();
  addEnglish(i18n, namespace);
  return useMemo<Translate>(() => translator(i18n, namespace.name), [i18n, namespace.name]);
}

/** Provides the interface texts of `locale` to every kit component below it. */
export function I18nProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: createI18n(locale) }, children);
}
