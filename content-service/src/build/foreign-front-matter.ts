/**
 * Front matter written for other docs tools, in a docs page: what has an equivalent here is
 * read as it (Docusaurus's `sidebar_label` is the sidebar's title, `navigation.title`); what
 * has none is a warning naming the key and how this site does the same, rather than a key
 * kept in `meta` to no effect (a migrated page ordered by `sidebar_position` silently took its
 * file name's place).
 */
import type { Diagnostic } from '../errors.ts';

/** Keys with no effect here, and what does their work. */
const NOT_READ: Readonly<Record<string, string>> = {
  sidebar_position: 'pages are ordered by a number before their file name (`2.install.md`) and folders likewise (`1.guide/`)',
  slug: "a page's path comes from its folders and file name; rename the file to change it",
  prev: "previous and next follow the sidebar's order; `navigation: false` leaves a page out of it",
  next: "previous and next follow the sidebar's order; `navigation: false` leaves a page out of it",
};

/** Landing-page blocks of VitePress's `layout: home`, which docs pages do not draw. */
const LANDING_KEYS = ['hero', 'features'];

interface Where {
  file: string;
  lineOf: (path: ReadonlyArray<PropertyKey>) => number;
  warnings: Diagnostic[];
}

export function readForeignFrontMatter(data: Record<string, unknown>, { file, lineOf, warnings }: Where): Record<string, unknown> {
  for (const [key, instead] of Object.entries(NOT_READ)) {
    if (data[key] === undefined) continue;
    warnings.push({
      file,
      line: lineOf([key]),
      message: `front matter "${key}" is not read here (another docs tool's key)`,
      hint: instead,
    });
  }
  const landing = LANDING_KEYS.filter((key) => data[key] !== undefined);
  if (landing.length > 0) {
    warnings.push({
      file,
      line: lineOf([landing[0]!]),
      message: `front matter ${landing.map((k) => `"${k}"`).join(' and ')} ${landing.length > 1 ? 'are' : 'is'} drawn on landing pages only, not on a docs page`,
      hint: 'write the page body in Markdown, or move the page to content/index.md (the home page) where page-hero and features blocks are drawn',
    });
  }
  const label = data.sidebar_label;
  const navigation = data.navigation;
  if (typeof label !== 'string' || label.trim() === '' || navigation === false) return data;
  const own = navigation && typeof navigation === 'object' ? (navigation as Record<string, unknown>) : {};
  return own.title === undefined ? { ...data, navigation: { ...own, title: label.trim() } } : data;
}
