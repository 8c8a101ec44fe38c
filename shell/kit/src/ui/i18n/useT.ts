/**
 * `useT()` returns the translate function of the nearest `I18nProvider`. Without a provider
 * (a remote rendered alone, a test) it uses the English instance rather than printing keys.
 */
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { createI18n, DEFAULT_UI_LOCALE } from './create-i18n.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): Translate {
  const ctx = useContext(I18nContext) as { i18n?: ReturnType<typeof createI18n> } | undefined;
  const i18n = ctx?.i18n ?? createI18n(DEFAULT_UI_LOCALE);
  return useMemo<Translate>(() => (key, vars) => String(i18n.t(key, vars ?? {})), [i18n]);
}

/** Provides the interface texts of `locale` to every kit component below it. */
export function I18nProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return createElement(I18nextProvider, { i18n: createI18n(locale) }, children);
}
