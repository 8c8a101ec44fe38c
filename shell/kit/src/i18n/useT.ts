/**
 * `useT()` returns the translate function of the nearest `I18nProvider` for the kit's own
 * texts; `useNamespaceT()` does the same for a remote's texts, which the remote bundles as
 * its own i18next namespace. Without a provider (a remote rendered alone, a test) both use
 * the English instance rather than printing keys.
 */
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { createI18n, DEFAULT_UI_LOCALE, KIT_NAMESPACE } from './create-i18n.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type I18n = ReturnType<typeof createI18n>;

/** A remote's messages for one namespace, per locale; `en` is required and is the fallback. */
export type NamespaceResources = { readonly en: object } & Readonly<Record<string, object>>;

/**
 * Plain lookups (no variables) per instance and namespace. Instances never change language
 * and bundled messages never change, so a text, once looked up, stays right; this keeps
 * i18next's key parsing out of every server render of every label.
 */
const plainTexts = new WeakMap<I18n, Map<string, Map<string, string>>>();

function translator(i18n: I18n, ns: string): Translate {
  let byNs = plainTexts.get(i18n);
  if (!byNs) plainTexts.set(i18n, (byNs = new Map()));
  let texts = byNs.get(ns);
  if (!texts) byNs.set(ns, (texts = new Map()));
  const cache = texts;
  // A remote's namespace first, then the kit's shared texts (header, common…).
  const namespaces = ns === KIT_NAMESPACE ? [KIT_NAMESPACE] : [ns, KIT_NAMESPACE];
  return (key, vars) => {
    if (vars) return String(i18n.t(key, { ...vars, ns: namespaces }));
    let text = cache.get(key);
    if (text === undefined) cache.set(key, (text = String(i18n.t(key, { ns: namespaces }))));
    return text;
  };
}

function useI18nInstance(): I18n {
  const ctx = useContext(I18nContext) as { i18n?: I18n } | undefined;
  return ctx?.i18n ?? createI18n(DEFAULT_UI_LOCALE);
}

export function useT(): Translate {
  const i18n = useI18nInstance();
  return useMemo<Translate>(() => translator(i18n, KIT_NAMESPACE), [i18n]);
}

/**
 * Adds a remote's namespace to the instance of the current locale (once; instances are
 * shared by every render of that locale) and returns its translate function. A key the
 * locale lacks falls back to English, then to the kit's texts, never to the raw key.
 */
export function useNamespaceT(ns: string, resources: NamespaceResources): Translate {
  const i18n = useI18nInstance();
  for (const lng of new Set([i18n.language, DEFAULT_UI_LOCALE])) {
    const bundle = resources[lng];
    if (bundle && !i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle);
  }
  return useMemo<Translate>(() => translator(i18n, ns), [i18n, ns]);
}

/** Provides the interface texts of `locale` to every kit component below it. */
export function I18nProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return createElement(I18nextProvider, { i18n: createI18n(locale) }, children);
}
