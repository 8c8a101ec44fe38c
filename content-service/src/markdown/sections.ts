/**
 * Search sections (spec §3): one for the page and one per heading of level 1 to 6 with
 * text, in document order; a leading `# Title` that the page shows as its title is the page's own
 * (the page has no anchor for it). A section's content is the text between its heading and the next one
 * (the page's: its description, then the text before the first heading);
 * titles is the chain of parent headings (the page title first). Ids carry no page path:
 * '' for the page, '#heading-id' for a heading (the build prefixes the path).
 */
import { type MinimarkNode, opensWithTitle, propText, shownTextOf } from '@site/contracts';
import { headingLevel, isFootnoteChrome, PHRASING_TAGS, squash } from './text.ts';

export interface SearchSectionDraft {
  id: string;
  title: string;
  titles: string[];
  content: string;
  level: number;
}

export function buildSections(nodes: MinimarkNode[], pageTitle: string, description: string | null): SearchSectionDraft[] {
  const page: SearchSectionDraft = { id: '', title: pageTitle, titles: [], content: '', level: 1 };
  // A leading `# Title` is shown as the page's title, without its id: its text is the page's.
  const titleHeading = opensWithTitle(nodes, pageTitle) ? nodes[0] : undefined;
  const sections = [page];
  const parts = new Map<SearchSectionDraft, string[]>([[page, []]]);
  // headingsByLevel[n] = title of the current heading of level n + 1
  const headingsByLevel: string[] = [];
  let current = page;

  const walk = (list: MinimarkNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string') {
        (parts.get(current) as string[]).push(node);
        continue;
      }
      if (node === titleHeading || isFootnoteChrome(node)) continue;
      const level = headingLevel(node);
      if (level > 0 && typeof node[1].id === 'string') {
        const title = squash(shownTextOf(node));
        headingsByLevel.length = level - 1;
        // A heading without text is no section: what follows it stays in the one before, and
        // no heading under it names a parent it is not under.
        if (title === '') {
          headingsByLevel[level - 1] = '';
          continue;
        }
        const parents = headingsByLevel.filter((t) => t !== undefined && t !== '');
        // Under an h1 the chain starts at that h1; otherwise at the page title.
        const root = headingsByLevel[0] ? [] : [pageTitle];
        const titles = level === 1 ? [] : [...root, ...parents].filter((t) => t !== '');
        current = { id: `#${node[1].id}`, title, titles, content: '', level };
        sections.push(current);
        parts.set(current, []);
        headingsByLevel[level - 1] = title;
        continue;
      }
      // Block boundaries separate words that would otherwise run together; inline elements do not.
      const gap = PHRASING_TAGS.has(node[0]) ? '' : ' ';
      (parts.get(current) as string[]).push(gap);
      // Inline text reads as it shows, with what components show from a prop (`:kbd{value="Ctrl"}`).
      if (gap === '' || propText(node[0], node[1]) !== null) (parts.get(current) as string[]).push(shownTextOf(node));
      else walk(node.slice(2) as MinimarkNode[]);
      (parts.get(current) as string[]).push(gap);
    }
  };
  walk(nodes);

  for (const section of sections) section.content = squash((parts.get(section) as string[]).join(''));
  // The page's own section reads its description, then its intro, as the reference module's
  // search sections do: a word only in a description found no page. A description taken from
  // the first paragraph (or written as it) is not read twice.
  const lead = description ? squash(description) : '';
  if (lead !== '' && !page.content.startsWith(lead)) page.content = squash(`${lead} ${page.content}`);
  return sections;
}
