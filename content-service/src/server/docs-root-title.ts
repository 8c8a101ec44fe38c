/**
 * The title a docs root folder was given in its own `.navigation.yml` (`content/docs/.navigation.yml`:
 * `title: Guide`), which the sidebar shows as the heading above its sections. The sections are
 * the root's children (docsSections), so without this its title would never be seen. A title
 * the build made itself (from the folder's name, `Docs`, or from its index page) is no heading:
 * only a title written for the folder is.
 */
import { docsSections, type NavigationNode } from '@site/contracts';
import { humanize } from '../shared/natural-order.ts';

export function docsRootTitle(tree: NavigationNode[]): { title: string; lang?: string } | null {
  const root = tree[0];
  if (!root || docsSections(tree) === tree) return null;
  const byName = humanize(root.stem.split('/').pop() ?? '');
  const index = root.children?.find((child) => child.path === root.path && !child.children);
  if (root.title === byName || (index && root.title === index.title)) return null;
  return typeof root.lang === 'string' ? { title: root.title, lang: root.lang } : { title: root.title };
}
