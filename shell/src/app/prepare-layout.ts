/**
 * What a page's layout draws around its section's page and loads on demand: the docs layout's
 * navigation tree (the kit's, drawn by the docs page and the header's drawer). Made ready with
 * the page's texts before the page renders, on the server and in the browser alike.
 */
import { prepareDocsNavigation } from '@site/kit';
import type { PageRoute } from './page-state.ts';

export function prepareLayout(route: Pick<PageRoute, 'layout'>): Promise<void> | undefined {
  return route.layout === 'docs' ? prepareDocsNavigation() : undefined;
}
