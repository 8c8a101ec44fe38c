/**
 * A synthetic docs corpus like a real one: three folder levels with order prefixes,
 * front matter, 4-6 headings per page, code, lists, tables and component blocks.
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

/** Writes `pages` pages under `dir/docs` in sections/groups/pages (three folder levels). */
export function writeCorpus(dir: string, pages: number): string[] {
  const files: string[] = [];
  const perGroup = 25;
  const groupsPerSection = 10;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.md'), '---\ntitle: Home\ndescription: Benchmark home.\n---\n\nHome.\n');
  for (let i = 0; i < pages; i++) {
    const group = Math.floor(i / perGroup);
    const section = Math.floor(group / groupsPerSection);
    const folder = path.join(dir, 'docs', `${section + 1}.section-${section + 1}`, `${(group % groupsPerSection) + 1}.group-${group + 1}`);
    if (i % perGroup === 0) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, '.navigation.yml'), `title: Group ${group + 1}\nicon: i-lucide-folder\n`);
    }
    const rel = path.relative(dir, path.join(folder, `${(i % perGroup) + 1}.page-${i}.md`));
    fs.writeFileSync(path.join(dir, rel), page(i, 4 + (i % 3)));
    files.push(rel.split(path.sep).join('/'));
  }
  return files;
}
