/**
 * Ark UI's locale context (the direction every overlay, menu and keyboard arrow takes), given
 * the direction the site already knows for each locale.
 *
 * Ark's own `LocaleProvider` works the direction out on every render with
 * `new Intl.Locale(tag).maximize()`: ~50 µs, 1.5% of a server render's CPU, for an answer
 * the site configuration has. Ark does not export the context, so it is read from what
 * `LocaleProvider` renders (a context provider with `{ locale, dir }`); were that ever not
 * so, `LocaleProvider` itself is rendered, as before.
 */
import { type ComponentType, type ReactElement, type ReactNode, createElement } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { localeDir, localeTag } from '@site/contracts';

interface ArkLocaleValue {
  locale: string;
  dir: 'ltr' | 'rtl';
}

type ContextProvider = ComponentType<{ value: ArkLocaleValue; children?: ReactNode }>;

/** Ark's context provider, or null when LocaleProvider no longer renders one directly. */
function arkLocaleContextProvider(): ContextProvider | null {
  try {
    const probe = (LocaleProvider as (props: { locale: string; children?: ReactNode }) => ReactElement | null)({
      locale: 'ar',
      children: null,
    });
    const type = probe?.type as { $$typeof?: symbol } | undefined;
    const value = (probe?.props as { value?: Partial<ArkLocaleValue> } | undefined)?.value;
    const isContext = type?.$$typeof === Symbol.for('react.context') || type?.$$typeof === Symbol.for('react.provider');
    return isContext && value?.locale === 'ar' && value.dir === 'rtl' ? (type as unknown as ContextProvider) : null;
  } catch {
    return null;
  }
}

const ArkLocaleContext = arkLocaleContextProvider();

/** One value per locale: consumers see the same object on every render of that locale. */
const values = new Map<string, ArkLocaleValue>();

function contextValueOf(locale: string): ArkLocaleValue {
  let value = values.get(locale);
  if (!value) {
    value = { locale: localeTag(locale), dir: localeDir(locale) };
    values.set(locale, value);
  }
  return value;
}

/** Provides Ark UI's locale and direction for the site locale `locale` (a code such as `pt_br`). */
export function ArkLocale({ locale, children }: { locale: string; children?: ReactNode }) {
  if (!ArkLocaleContext) return createElement(LocaleProvider, { locale: localeTag(locale) }, children);
  return createElement(ArkLocaleContext, { value: contextValueOf(locale) }, children);
}
