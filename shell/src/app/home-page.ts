/** The home page, which the shell renders itself (ARCHITECTURE: the shell owns the home page). */
import type { LandingRow, LoadContext, LoadResult, RemotePage } from '@site/contracts';
import { HomeView } from '../views/HomeView.tsx';
import type { HomeData } from '../views/home-data.ts';

export async function loadHome(ctx: LoadContext): Promise<LoadResult<HomeData>> {
  const { config, locale, content } = ctx;
  // A translated landing page lives at /{locale} (content/{locale}/index.md); English at /.
  const candidates = config.i18n.enabled && locale !== config.i18n.defaultLocale ? [`/${locale}`, '/'] : ['/'];
  for (const path of candidates) {
    const page = await content.queryCollection<LandingRow>('landing').path(path).first();
    if (page) {
      return {
        data: { page },
        head: {
          title: page.seo?.title ?? page.title,
          description: page.seo?.description ?? page.description,
          alternates: [],
        },
      };
    }
  }
  return { notFound: true };
}

export const HomePage: RemotePage<HomeData> = { load: loadHome, Component: HomeView };
