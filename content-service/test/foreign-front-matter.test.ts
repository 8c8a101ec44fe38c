/**
 * A docs page migrated from Docusaurus or VitePress: `sidebar_label` titles it in the sidebar
 * (as `navigation.title` does), and keys with no effect here say so, with what does their
 * work, instead of sitting in `meta` unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi, type NavigationNode } from '@site/contracts';
import { buildContent, createContentServer } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let warnings: string[];
let app: Awaited<ReturnType<typeof createContentServer>>;

beforeAll(async () => {
  box = sandbox('basic');
  box.write(
    'docs/2.guide/5.install-acme.md',
    '---\ntitle: Installing the Acme command-line tool\nsidebar_label: Install\nsidebar_position: 2\nslug: /install\nprev: false\n---\n\nInstall it.\n',
  );
  box.write('docs/2.guide/6.home.md', '---\ntitle: Home\nlayout: home\nhero:\n  name: Acme\nfeatures:\n  - title: Fast\n---\n');
  const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  warnings = result.warnings.map((w) => `${w.file.split('/').pop()}:${w.line}: ${w.message}`);
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
});
afterAll(async () => {
  await app?.close();
  box?.cleanup();
});

describe('front matter written for other docs tools', () => {
  it('titles the page in the sidebar by its sidebar_label, the page keeping its own title', async () => {
    const tree = (await app.inject({ url: contentApi.navigation('docs_en') })).json() as NavigationNode[];
    const guide = tree[0]!.children!.find((n) => n.path === '/docs/guide')!;
    expect(guide.children!.find((n) => n.path === '/docs/guide/install-acme')).toMatchObject({ title: 'Install' });
  });

  it('names each key with no effect here at its line, and a landing layout in a docs page', () => {
    expect(warnings.filter((w) => w.startsWith('5.install-acme.md') || w.startsWith('6.home.md'))).toEqual([
      '5.install-acme.md:4: front matter "sidebar_position" is not read here (another docs tool\'s key)',
      '5.install-acme.md:5: front matter "slug" is not read here (another docs tool\'s key)',
      '5.install-acme.md:6: front matter "prev" is not read here (another docs tool\'s key)',
      '6.home.md:4: front matter "hero" and "features" are drawn on landing pages only, not on a docs page',
    ]);
  });
});
