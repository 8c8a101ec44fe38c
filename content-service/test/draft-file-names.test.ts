/**
 * A file named `*.draft.md` is a draft, as in the reference content module: the same as
 * `draft: true` in its front matter, served at its path without `.draft`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CollectionQuery, PREVIEW_COOKIE, contentApi, pagesInOrder, type NavigationNode, type Surround } from '@site/contracts';
import { buildContent, createContentServer } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

const SECRET = 'preview-secret-of-draft-names';
const asPreview = { cookie: `${PREVIEW_COOKIE}=${SECRET}` };
const DRAFT_DOC = '/docs/guide/upcoming';
const DRAFT_WORDS = 'Quokkas are coming';
const DRAFT_POST = '/blog/secret-launch';

let box: Sandbox;
let app: FastifyInstance;

beforeAll(async () => {
  box = sandbox();
  box.write('docs/2.guide/3.upcoming.draft.md', `${DRAFT_WORDS} soon.\n`);
  // Front matter has the last word: a page named as a draft but marked `draft: false` is published.
  box.write('docs/2.guide/4.ready.draft.md', '---\ndraft: false\n---\n\n# Ready\n\nPublished already.\n');
  box.write(
    'blog/secret-launch.draft.md',
    '---\ntitle: Secret launch\ndescription: Soon.\ndate: 2025-03-02\ncategory: announcement\nauthors:\n  - name: Ada\n---\n\nLaunch words.\n',
  );
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, env: { PREVIEW_SECRET: SECRET } });
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}

async function paths(collection: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: contentApi.query(collection),
    headers,
    payload: { sql: new CollectionQuery(collection).select('path').toSql() },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ path: string }>).map((row) => row.path);
}

async function navigationPaths(collection: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await get(contentApi.navigation(collection), headers);
  expect(res.statusCode).toBe(200);
  return pagesInOrder(res.json() as NavigationNode[]).map((node) => node.path);
}

describe('a page named *.draft.md, outside preview', () => {
  it('is not in its collection, its navigation, prev/next or llms-full.txt', async () => {
    expect(await paths('docs_en')).not.toContain(DRAFT_DOC);
    expect(await paths('posts')).not.toContain(DRAFT_POST);
    expect(await navigationPaths('docs_en')).not.toContain(DRAFT_DOC);
    const surround = (await get(contentApi.surround('docs_en', '/docs/guide/writing', 5, 5))).json() as Array<Surround | null>;
    expect(surround.map((s) => s?.path)).not.toContain(DRAFT_DOC);
    const full = await get(contentApi.llmsFull());
    expect(full.statusCode).toBe(200);
    expect(full.body).not.toContain(DRAFT_WORDS);
  });

  it('is answered like a page that does not exist, at its path with or without `.draft`', async () => {
    for (const pagePath of [DRAFT_DOC, `${DRAFT_DOC}.draft`]) {
      const res = await get(contentApi.raw('docs_en', pagePath));
      expect(res.statusCode, pagePath).toBe(404);
    }
  });

  it('is published when its front matter says `draft: false`', async () => {
    expect(await paths('docs_en')).toContain('/docs/guide/ready');
  });
});

describe('a page named *.draft.md, in preview', () => {
  it('is served at its path without `.draft`, titled without it', async () => {
    const raw = await get(contentApi.raw('docs_en', DRAFT_DOC), asPreview);
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toContain(DRAFT_WORDS);
    expect(await paths('docs_en', asPreview)).toContain(DRAFT_DOC);
    expect(await paths('posts', asPreview)).toContain(DRAFT_POST);

    const nav = pagesInOrder((await get(contentApi.navigation('docs_en'), asPreview)).json() as NavigationNode[]);
    const page = nav.find((node) => node.path === DRAFT_DOC);
    expect(page).toMatchObject({ title: 'Upcoming', stem: 'docs/2.guide/3.upcoming' });
    expect(nav.filter((node) => node.path.includes('.draft') || node.stem.includes('.draft'))).toEqual([]);
  });
});
