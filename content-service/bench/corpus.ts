/**
 * A synthetic docs corpus like a real one: folders with order prefixes, front matter, 4-6
 * headings per page, code, lists, tables and component blocks. Two shapes (`CorpusLayout`):
 * sections of ten groups (the content benchmark's, as many sections as the size needs), and
 * a tree that deepens as it grows instead of widening (the scale benchmark's and the page
 * weight test's: no folder ever lists more than ten folders or 25 pages).
 */
import fs from 'node:fs';
import path from 'node:path';

function page(i: number, headings: number): string {
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

/** Pages in a folder of either shape. */
const PER_FOLDER = 25;

/** Where page `i` of `pages` goes: its folders under docs/, each `{order}.{name}`. */
export type CorpusLayout = (i: number, pages: number) => string[];

/** 25 pages a group, ten groups a section, as many sections as the size needs. */
export const sectionsOfGroups: CorpusLayout = (i) => {
  const group = Math.floor(i / PER_FOLDER);
  const section = Math.floor(group / 10);
  return [`${section + 1}.section-${section + 1}`, `${(group % 10) + 1}.group-${group + 1}`];
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

/** The file of page `i` under `dir`, relative, as the content build names it. */
export function corpusFile(i: number, pages: number, layout: CorpusLayout = sectionsOfGroups): string {
  return ['docs', ...layout(i, pages), `${(i % PER_FOLDER) + 1}.page-${i}.md`].join('/');
}

/** The URL path of page `i` (order prefixes dropped), for requests. */
export function corpusPagePath(i: number, pages: number, layout: CorpusLayout = sectionsOfGroups): string {
  return `/${corpusFile(i, pages, layout)
    .replace(/\.md$/, '')
    .split('/')
    .map((segment) => segment.replace(/^\d+\./, ''))
    .join('/')}`;
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
      const name = path.basename(folder).replace(/^\d+\./, '');
      const title = name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
      fs.writeFileSync(path.join(folder, '.navigation.yml'), `title: ${title}\nicon: i-lucide-folder\n`);
    }
    fs.writeFileSync(path.join(dir, rel), page(i, 4 + (i % 3)));
    files.push(rel);
  }
  return files;
}
