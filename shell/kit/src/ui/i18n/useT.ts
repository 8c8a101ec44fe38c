/**
 * `useT()` returns the translate function of the nearest `I18nProvider`. Without a provider
 * (a remote rendered alone, a test) it uses the English instance rather than printing keys.
 */
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { createI18n, DEFAULT_UI_LOCALE } from './create-i18n.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type I18n = ReturnType<typeof createI18n>;

/**
 * Plain lookups (no variables) per instance. Instances never change language and their
 * bundled messages never change, so a text, once looked up, stays right; this keeps
 * i18next's key parsing out of every server render of every label.
 */
const plainTexts = new WeakMap<I18n, Map<string, string>>();

function translator(i18n: I18n): Translate {
  let cache = plainTexts.get(i18n);
  if (!cache) plainTexts.set(i18n, (cache = new Map()));
  const texts = cache;
  return (key, vars) => {
    if (vars) return String(i18n.t(key, vars));
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = String(i18n.t(key))));
    return text;
  };
}

export function useT(): Translate {
  const ctx = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = ctx?.i18n ?? createI18n(DEFAULT_UI_LOCALE);
  return useMemo<Translate>(() => translator(i18n), [i18n]);
}

/** Provides the interface texts of `locale` to every kit component below it. */
export function I18nProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return createElement(I18nextProvider, { i18n: createI18n(locale) }, children);
}

/**
 * Translate function for a view's own interface texts: the kit's messages for the current
 * locale first, the view's English `defaults` otherwise (so a remote never shows raw keys,
 * even against a kit that predates one of its texts).
 */
export function useTextWithDefaults<K extends string>(defaults: Readonly<Record<K, string>>): (key: K, vars?: Record<string, string | number>) => string {
  const t = useT();
  return useMemo(() => (key: K, vars?: Record<string, string | number>) => t(key, { defaultValue: defaults[key], ...vars }), [t, defaults]);
}
