/** The home page's loader (the shell renders the home page itself; see home-page.ts). */
import { activeLocales, readLandingMeta, type LandingRow, type LoadContext, type LoadResult, seoHead } from '@site/contracts';
import type { HomeData } from '../views/home-data.ts';

/** The landing path of a locale's own home: `/` for the default locale, `/{locale}` for a translation. */
function landingPath(ctx: LoadContext, locale: string): string {
  return ctx.config.i18n.enabled && locale !== ctx.config.i18n.defaultLocale ? `/${locale}` : '/';
}

/** Locales that have their own landing page (hreflang lists only those). */
async function homeTranslations(ctx: LoadContext): Promise<string[]> {
  if (!ctx.config.i18n.enabled) return [ctx.locale];
  const rows = await ctx.content.queryCollection<{ path: string }>('landing').select('path').all();
  const paths = new Set(rows.map((r) => r.path));
  return activeLocales(ctx.config)
    .map((l) => l.code)
    .filter((code) => paths.has(landingPath(ctx, code)));
}

export async function loadHome(ctx: LoadContext): Promise<LoadResult<HomeData>> {
  const { config, locale, content } = ctx;
  // A translated landing page lives at /{locale} (content/{locale}/index.md); English at /.
  const candidates = [locale, config.i18n.defaultLocale];
  for (const contentLocale of new Set(candidates)) {
    const page = await content.queryCollection<LandingRow>('landing').path(landingPath(ctx, contentLocale)).first();
    if (page) {
      // Unknown in the browser (no lookup there): the language switcher then marks nothing.
      const alternates = ctx.side === 'browser' ? undefined : await homeTranslations(ctx);
      return {
        data: { page, landing: readLandingMeta(page.meta), contentLocale },
        head: {
          ...seoHead(page),
          ...(alternates ? { alternates } : {}),
          ...(contentLocale !== locale ? { contentLocale } : {}),
        },
      };
    }
  }
  return { notFound: true };
}
