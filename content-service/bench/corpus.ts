/**
 * A synthetic docs corpus like a real one: folders with order prefixes and .navigation.yml
 * files, front matter, 4-6 headings per page, code, lists, tables and component blocks, and
 * links written every way authors write them (link-resolution.ts): relative to the file, to
 * a file with its order prefix and extension, relative to the docs folder, and site-absolute
 * with a heading anchor. Every link resolves. Two shapes (`CorpusLayout`): sections of ten
 * groups, half of them split into sub-folders (the content benchmark's: four folder levels,
 * as many sections as the size needs), and a tree that deepens as it grows instead of
 * widening (the scale benchmark's and the page weight test's: no folder ever lists more than
 * ten folders or 25 pages).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Pages in a folder of either shape. */
const PER_FOLDER = 25;

/** Where page `i` of `pages` goes: its folders under docs/, each `{order}.{name}`. */
export type CorpusLayout = (i: number, pages: number) => string[];

/** The sub-folders an odd group of sectionsOfGroups splits its pages into. */
const SUBGROUPS = ['1.basics', '2.advanced'];

/** 25 pages a group, ten groups a section, as many sections as the size needs; odd groups split their pages into two sub-folders. */
export const sectionsOfGroups: CorpusLayout = (i) => {
  const group = Math.floor(i / PER_FOLDER);
  const section = Math.floor(group / 10);
  const folders = [`${section + 1}.section-${section + 1}`, `${(group % 10) + 1}.group-${group + 1}`];
  if (group % 2 === 1) folders.push(SUBGROUPS[i % PER_FOLDER < PER_FOLDER / 2 ? 0 : 1]!);
  return folders;
};

/**
 * 25 pages a group, at most ten folders in any folder, the top level included: one folder
 * level per decimal digit of the group number (200 pages: eight sections of pages; 10,000:
 * four sections of ten parts of ten groups; 100,000: sections, chapters, parts, groups).
 * Folders are numbered across their level (`part-12` is the twelfth part of the corpus).
 */
export const deepeningTree: CorpusLayout = (i, pages) => {
  const groups = Math.ceil(pages / PER_FOLDER);
  let levels = 1;
  while (10 ** levels < groups) levels++;
  const group = Math.floor(i / PER_FOLDER);
  const name = (level: number) => (level === 0 ? 'section' : level === levels - 1 ? 'group' : level === levels - 2 ? 'part' : 'chapter');
  return Array.from({ length: levels }, (_, level) => {
    const number = Math.floor(group / 10 ** (levels - 1 - level));
    return `${(number % 10) + 1}.${name(level)}-${number + 1}`;
  });
};

/** A file or folder name as its path segment (order prefix and extension dropped). */
const segmentOf = (name: string) => name.replace(/^\d+\./, '').replace(/\.md$/, '');

/** Page `i`'s file name in its folder. */
const fileName = (i: number) => `${(i % PER_FOLDER) + 1}.page-${i}.md`;

/** The file of page `i` under `dir`, relative, as the content build names it. */
export function corpusFile(i: number, pages: number, layout: CorpusLayout = sectionsOfGroups): string {
  return ['docs', ...layout(i, pages), fileName(i)].join('/');
}

/** The URL path of page `i` (order prefixes dropped), for requests. */
export function corpusPagePath(i: number, pages: number, layout: CorpusLayout = sectionsOfGroups): string {
  return `/${corpusFile(i, pages, layout).split('/').map(segmentOf).join('/')}`;
}

/** `target` (folders, then a name) written relative to the folder `from` (`./` or `../` as needed). */
function relativeTo(from: string[], target: string[]): string {
  const folders = target.slice(0, -1);
  let common = 0;
  while (common < from.length && common < folders.length && from[common] === folders[common]) common++;
  const up = from.length - common;
  return [...(up === 0 ? ['.'] : Array<string>(up).fill('..')), ...target.slice(common)].join('/');
}

/**
 * Links from page `i` to three others, one of each way authors write them, alternating
 * between a link to the page and to its file for the relative ones.
 */
function linksOf(i: number, pages: number, layout: CorpusLayout): string[] {
  const next = (i + 1) % pages;
  const other = (i + PER_FOLDER * 3) % pages;
  const far = (i * 7919 + 13) % pages;
  const folders = layout(i, pages);
  const relative = (j: number, asFile: boolean) => {
    const target = [...layout(j, pages), fileName(j)];
    return asFile ? relativeTo(folders, target) : relativeTo(folders.map(segmentOf), target.map(segmentOf));
  };
  const farPath = corpusPagePath(far, pages, layout);
  return [
    `Read on with [page ${next}](${relative(next, i % 2 === 0)}), see [page ${other}](${relative(other, i % 2 === 1)}),`,
    `[page ${far}](${farPath.replace(/^\/docs/, '')}) or [its second section](${farPath}#section-2-of-page-${far}).`,
    '',
  ];
}

function page(i: number, headings: number, links: string[]): string {
  const parts = [
    '---',
    `title: Page ${i}`,
    `description: Synthetic page number ${i} for the content benchmark.`,
    'navigation:',
    '  icon: i-lucide-file',
    '---',
    '',
    `Intro paragraph of page ${i} with **bold**, \`code\` and a [link](https://example.com).`,
    '',
    ...links,
  ];
  for (let h = 0; h < headings; h++) {
    parts.push(
      `## Section ${h + 1} of page ${i}`,
      '',
      `Text of section ${h + 1}: the content module reads files and stores them as rows.`,
      '',
    );
    if (h % 3 === 0) {
      parts.push('```ts [nuxt.config.ts]', 'export default defineNuxtConfig({', `  modules: ['@nuxt/content'], // ${i}`, '})', '```', '');
    }
    if (h % 3 === 1)
      parts.push('- first item', '- second item', '- third item', '', '| Option | Default |', '| --- | --- |', `| size | ${i} |`, '');
    if (h % 3 === 2) parts.push('::note', `A note inside page ${i}.`, '::', '', '### Details', '', 'More details here.', '');
  }
  return parts.join('\n');
}

/** Writes `pages` pages under `dir/docs` in `layout`'s folders; each page's folder gets a `.navigation.yml`. */
export function writeCorpus(dir: string, pages: number, layout: CorpusLayout = sectionsOfGroups): string[] {
  const files: string[] = [];
  const folders = new Set<string>();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Home\ndescription: Benchmark home.\n---\n\nHome.\n');
  for (let i = 0; i < pages; i++) {
    const rel = corpusFile(i, pages, layout);
    const folder = path.dirname(path.join(dir, rel));
    if (!folders.has(folder)) {
      folders.add(folder);
      fs.mkdirSync(folder, { recursive: true });
      const name = segmentOf(path.basename(folder));
      const title = name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
      fs.writeFileSync(path.join(folder, '.navigation.yml'), `title: ${title}\nicon: i-lucide-folder\n`);
    }
    fs.writeFileSync(path.join(dir, rel), page(i, 4 + (i % 3), linksOf(i, pages, layout)));
    files.push(rel);
  }
  return files;
}
