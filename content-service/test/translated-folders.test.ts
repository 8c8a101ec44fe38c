/**
 * A translation of some pages of a folder, without the folder's `.navigation.yml` or index
 * page (translators translate pages): its readers see the folder under the original's title,
 * marked as the original's language, never the folder's file name passed off as a translation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, createContentServer } from '../src/index.ts';
import { contentApi, type NavigationNode } from '@site/contracts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let app: Awaited<ReturnType<typeof createContentServer>>;

beforeAll(async () => {
  box = sandbox('basic');
  box.write('de/docs/1.getting-started/2.installation.md', '---\ntitle: Installation (de)\n---\n\nPaket installieren.\n');
  // Pages only the translation has: one in a folder both have, and a folder of its own.
  box.write('de/docs/1.getting-started/4.nur-hier.md', '---\ntitle: Nur hier\n---\n\nNur auf Deutsch.\n');
  box.write('de/docs/5.nur-deutsch/1.seite.md', '---\ntitle: Seite\n---\n\nEine Seite.\n');
  box.write('de/docs/5.nur-deutsch/index.md', '---\ntitle: Nur Deutsch\n---\n\nDer Ordner.\n');
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
});
afterAll(async () => {
  await app?.close();
  box?.cleanup();
});

const readerTree = async (collection: string) =>
  (await app.inject({ url: contentApi.navigation(collection, { fallbacks: true }) })).json() as NavigationNode[];
const folder = (tree: NavigationNode[], path: string) => tree[0]!.children!.find((n) => n.path === path && n.children);

describe('a translated folder without a title of its own', () => {
  it("keeps the original's title, marked with its language, and the translated page inside", async () => {
    const start = folder(await readerTree('docs_de'), '/docs/getting-started');
    expect(start).toMatchObject({ title: 'Start here', lang: 'en' });
    const installation = start!.children!.find((n) => n.path === '/docs/getting-started/installation');
    expect(installation).toMatchObject({ title: 'Installation (de)' });
    expect(installation!.lang).toBeUndefined();
  });

  it('shows a folder named by its translated index page as translated', async () => {
    const start = folder(await readerTree('docs_fr'), '/docs/getting-started');
    expect(start).toMatchObject({ title: 'Introduction (fr)' });
    expect(start!.lang).toBeUndefined();
  });
});

describe('pages and folders only the translation has', () => {
  it('keep their place in the reading order, inside the docs root beside the original sections', async () => {
    const tree = await readerTree('docs_de');
    // One root: the sidebar still unwraps it into sections.
    expect(tree.map((n) => n.path)).toEqual(['/docs']);
    expect(tree[0]!.children!.map((n) => n.path)).toEqual(['/docs/getting-started', '/docs/guide', '/docs/no-index', '/docs/nur-deutsch']);
    const own = folder(tree, '/docs/nur-deutsch');
    expect(own!.lang).toBeUndefined();
    expect(own!.title).toBe('Nur Deutsch');
    expect(own!.children!.map((n) => n.title)).toEqual(['Nur Deutsch', 'Seite']);
    const start = folder(tree, '/docs/getting-started')!;
    expect(start.children!.map((n) => n.path)).toEqual([
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/docs/getting-started/nur-hier',
      '/docs/getting-started/advanced',
    ]);
  });
});
