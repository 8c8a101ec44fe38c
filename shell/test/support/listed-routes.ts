import { sampleRoutes } from '../../../scripts/web/first-load.ts';
import { type TestSite, waitFor } from './test-site.ts';

/**
 * One path per route kind a reader meets (home, a docs page, blog list and post, changelog,
 * templates and a template, Studio, pricing), taken from the English sitemap once it lists
 * every kind: right after a start on a loaded machine the sitemap can lag the content.
 */
export function listedRoutes(site: TestSite): Promise<Record<string, string>> {
  return waitFor(
    async () => {
      const found = await sampleRoutes(site.url, '/en', 'en');
      return found.docs && found['blog post'] && found.template ? found : null;
    },
    60_000,
    'a sitemap listing every route kind',
  );
}
