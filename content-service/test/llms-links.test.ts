/**
 * The links of llms.txt and llms-full.txt as a model or crawler reading the file on its own
 * follows them: the file is read with a Markdown parser (remark, GFM, MDC), and every link,
 * image and link reference definition pointing into the site must be an absolute URL on the
 * serving origin; code (fenced blocks, code spans) reads exactly as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdc from 'remark-mdc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer } from '../src/index.ts';
import { llmsFullTxt, withOrigin, withoutFrontMatter } from '../src/shared/llms.ts';
import { sandbox, type Sandbox } from './helpers.ts';

const ORIGIN = 'https://docs.example.org';
const SITE = loadSiteConfig({ SITE_I18N: 'on' });

interface Read {
  /** Targets of links, images and definitions, in document order. */
  targets: string[];
  /** Text of every fenced code block and code span. */
  code: string[];
}

type Node = { type: string; url?: string; value?: string; children?: unknown[]; position?: { start: { line: number } } };

/**
 * What a Markdown reader finds in `markdown`: where its links lead, and its code. The
 * `Source:` line heading each page of llms-full.txt is left out (once absolute, GFM reads it
 * as a link of its own).
 */
function read(markdown: string): Read {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdc).parse(markdown);
  const lines = markdown.split('\n');
  const out: Read = { targets: [], code: [] };
  const walk = (node: Node) => {
    const line = lines[(node.position?.start.line ?? 0) - 1] ?? '';
    if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      node.url !== undefined &&
      !line.startsWith('Source: ')
    )
      out.targets.push(node.url);
    if ((node.type === 'code' || node.type === 'inlineCode') && node.value !== undefined) out.code.push(node.value);
    for (const child of node.children ?? []) walk(child as Node);
  };
  walk(tree as Node);
  return out;
}

/** A path on the site, to be read against the page's origin (`/x`, not `//host/x` or a URL). */
const rootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Links and code of every kind Markdown writes them, beside what must stay as it is. */
const EDGE_CASES = [
  'See [drafts](/docs/preview/drafts) and ![The architecture](/_content/_images/docs/architecture.svg "Architecture").',
  '[![Badge](/_content/_images/badge.svg)](/docs/badge), [spaced](</docs/with space>), [titled]( /docs/titled "T"), [by reference][ref].',
  'Left alone: [a CDN](//cdn.example.com/x.js), [elsewhere](https://example.com/x), [anchor](#usage); resolved: [relative](./2.installation.md).',
  'Code spans: `[not a link](/docs/in-code)`, ``a ` and [also not](/docs/in-double-code) ``; an unmatched ` is a backtick: [after it](/docs/after-tick).',
  '',
  '[ref]: /docs/by-reference',
  '',
  '```md',
  '[in a fence](/docs/in-fence) ![and](/_content/in-fence.svg)',
  '```',
  '',
  '- A list item with a fence:',
  '',
  '  ````md',
  '  ```',
  '  [nested](/docs/nested-fence)',
  '  ```',
  '  ````',
  '',
  '~~~',
  '[tildes](/docs/in-tildes)',
  '~~~',
  '',
  '[after the fences](/docs/after-fences)',
].join('\n');

describe('withOrigin', () => {
  it('makes every site link, image and definition of the Markdown absolute on the origin, where the page takes it, and leaves code as written', () => {
    const full = llmsFullTxt(SITE, [{ title: 'Edge cases', path: '/docs/edge-cases', stem: 'docs/edge-cases' }], () => EDGE_CASES);
    const before = read(full);
    const after = read(withOrigin(full, ORIGIN));
    expect(after.targets.filter(rootRelative)).toEqual([]);
    expect(after.targets).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en/docs/preview/drafts`,
        `${ORIGIN}/_content/_images/docs/architecture.svg`,
        `${ORIGIN}/_content/_images/badge.svg`,
        `${ORIGIN}/en/docs/badge`,
        `${ORIGIN}/en/docs/with space`,
        `${ORIGIN}/en/docs/titled`,
        `${ORIGIN}/en/docs/by-reference`,
        `${ORIGIN}/en/docs/after-tick`,
        `${ORIGIN}/en/docs/after-fences`,
        '//cdn.example.com/x.js',
        'https://example.com/x',
        `${ORIGIN}/en/docs/installation`,
        '#usage',
      ]),
    );
    // One target for one: nothing added, nothing lost, the others unchanged.
    expect(after.targets).toEqual(before.targets.map((url) => (rootRelative(url) ? ORIGIN + url : url)));
    expect(after.code).toEqual(before.code);
    expect(after.code.join('\n')).toContain('[in a fence](/docs/in-fence)');
    expect(after.code.join('\n')).toContain('[nested](/docs/nested-fence)');
    expect(after.code).toContain('[not a link](/docs/in-code)');
  });

  it("does so for this site's own docs (links and images written every way), code untouched", () => {
    const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/docs');
    const files = (fs.readdirSync(docs, { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).sort();
    const pages = new Map(
      files.map((f) => [`/docs/${f.replace(/\.md$/, '')}`, withoutFrontMatter(fs.readFileSync(path.join(docs, f), 'utf8'))]),
    );
    const order = [...pages.keys()].map((p) => ({ title: p, path: p, stem: p.slice(1) }));
    const full = llmsFullTxt(SITE, order, (p) => pages.get(p));
    const before = read(full);
    const after = read(withOrigin(full, ORIGIN));
    expect(before.targets.filter(rootRelative).length).toBeGreaterThan(50);
    expect(after.targets.filter(rootRelative)).toEqual([]);
    expect(after.targets).toEqual(before.targets.map((url) => (rootRelative(url) ? ORIGIN + url : url)));
    expect(after.code).toEqual(before.code);
    // The pages' headers: each Source line under the origin.
    expect(
      withOrigin(full, ORIGIN)
        .split('\n')
        .filter((l) => l.startsWith('Source: /')),
    ).toEqual([]);
  });
});

describe('llms-full.txt as served', () => {
  let box: Sandbox;
  let app: Awaited<ReturnType<typeof createContentServer>>;

  beforeAll(async () => {
    box = sandbox('basic');
    box.write('docs/2.guide/5.links.md', `---\ntitle: Links\ndescription: Links of every kind.\n---\n\n${EDGE_CASES}\n`);
    // Links as a corpus written for a site whose docs are at its root writes them.
    box.write(
      'docs/2.guide/6.relative.md',
      '---\ntitle: Relative\n---\n\nSee [configuration](/getting-started/configuration#options), [the links page](./5.links.md), [the report](./files/report.pdf), [in French](/fr/docs/guide/links) and [elsewhere](https://example.com/x).\n',
    );
    box.write(
      'fr/docs/2.guide/5.links.md',
      '---\ntitle: Liens\n---\n\nVoir [les brouillons](/docs/preview/drafts) et ![le schéma](/_content/_images/schema.svg).\n\n`[pas un lien](/docs/code)`\n',
    );
    // Built under one origin, served under another: the links are the server's.
    await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
    app = await createContentServer({
      contentDir: box.contentDir,
      dataDir: box.dataDir,
      site: { ...box.site, origin: ORIGIN },
      follow: false,
    });
  });
  afterAll(async () => {
    await app.close();
    box.cleanup();
  });

  it("gives every site link and image of the pages' Markdown the serving origin, in the site's file and a locale's", async () => {
    for (const collection of [undefined, 'docs_fr']) {
      const res = await app.inject({ url: contentApi.llmsFull(collection) });
      expect(res.statusCode, collection).toBe(200);
      const { targets, code } = read(res.body);
      expect(targets.filter(rootRelative), collection).toEqual([]);
      expect(targets, collection).toContain(`${ORIGIN}/${collection === 'docs_fr' ? 'fr' : 'en'}/docs/preview/drafts`);
      expect(res.body, collection).not.toContain('localhost');
      expect(
        code.some((c) => c.includes('](/docs/')),
        collection,
      ).toBe(true);
    }
    const site = read((await app.inject({ url: contentApi.llmsFull() })).body);
    expect(site.targets).toContain(`${ORIGIN}/_content/_images/docs/architecture.svg`);
    expect(site.code.join('\n')).toContain('[in a fence](/docs/in-fence)');
    const fr = read((await app.inject({ url: contentApi.llmsFull('docs_fr') })).body);
    expect(fr.targets).toContain(`${ORIGIN}/_content/_images/schema.svg`);
    expect(fr.code).toContain('[pas un lien](/docs/code)');
  });

  it('takes every link where the page takes it: docs-relative, relative to the file, to files, in the locale (they were 404s or no address)', async () => {
    const { targets } = read((await app.inject({ url: contentApi.llmsFull() })).body);
    expect(targets).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en/docs/getting-started/configuration#options`,
        `${ORIGIN}/en/docs/guide/links`,
        `${ORIGIN}/_content/docs/2.guide/files/report.pdf`,
        `${ORIGIN}/fr/docs/guide/links`,
        'https://example.com/x',
      ]),
    );
    expect(targets).not.toContain(`${ORIGIN}/getting-started/configuration#options`);
  });

  it('keeps llms.txt page lines absolute as before', async () => {
    const { targets } = read((await app.inject({ url: contentApi.llms() })).body);
    expect(targets).toContain(`${ORIGIN}/en/docs/guide/links`);
    expect(targets.filter(rootRelative)).toEqual([]);
  });
});
