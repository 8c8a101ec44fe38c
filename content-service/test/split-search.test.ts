/**
 * The split index (split-index.ts, the palette's split-search.ts) answers as the whole
 * index did: for queries over the site's own docs (English, Japanese, Arabic, French, plus
 * Thai sections), prefix, typo, multi-word and non-Latin, the rows are the ones the whole
 * MiniSearch index gives, in the same order, whether the index is one part or cut into
 * dozens; and a query fetches only the parts its words need.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentApi,
  listedResults,
  pagesBeforeTheirSections,
  MAX_SEARCH_HITS,
  miniSearchSource,
  SEARCH_INDEX_OPTIONS,
  searchContext,
  searchDocs,
  searchExcerpt,
  SplitSearch,
  splitIndex,
  type NavigationNode,
  type SearchHit,
  type SearchManifest,
  type SearchSection,
} from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, createContentServer } from '../src/index.ts';
import { indexSections } from '../src/search/search-index.ts';
import { SPLIT_TOOLS } from '../src/search/index-job.ts';
import { wholeIndex } from './helpers.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const LOCALES = ['en', 'ja', 'ar', 'fr'] as const;
let tmp: string;
const corpus = new Map<string, { sections: SearchSection[]; navigation: NavigationNode[] }>();

/** Thai has no docs of its own here: a few sections in Thai, so its pairs of letters are cut and searched too. */
const THAI: SearchSection[] = [
  { id: '/docs/th/install', title: 'การติดตั้ง', titles: [], content: 'ติดตั้งโมดูลเนื้อหาด้วยคำสั่งเดียว', level: 1 },
  { id: '/docs/th/install#config', title: 'การตั้งค่า', titles: ['การติดตั้ง'], content: 'ตั้งค่าคอลเลกชันในไฟล์การตั้งค่า', level: 2 },
  { id: '/docs/th/query', title: 'การค้นหาข้อมูล', titles: [], content: 'ค้นหาแถวด้วยตัวสร้างคำสั่ง', level: 1 },
];

const QUERIES: Record<(typeof LOCALES)[number], string[]> = {
  en: [
    'install',
    'instal',
    'c',
    'co',
    'col',
    'collection sch',
    'query builder',
    'deploymnt',
    'navigaton tree',
    'confguration environment',
    'markdown components slots',
    'yaml csv json',
    'sql where order',
    'edge',
    'v3',
    '2',
    'nothingmatchesthis',
    'ubersicht',
    'การติดตั้ง',
    'ค้นหา',
    'ตั้งค่า',
  ],
  ja: ['インストール', 'クエリ', '検索', 'コレクション', 'データベース', 'install', 'SQLで検索'],
  ar: ['تثبيت', 'التثبيت', 'الإعدادات', 'مجموعة', 'install', 'content'],
  fr: ['installation', 'configuracao', 'requete', 'requête', 'déploiement', 'deploiement', 'collections'],
};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'split-search-'));
  const site = loadSiteConfig({ SITE_I18N: 'on' });
  const dataDir = path.join(tmp, 'data');
  await buildContent({ contentDir: CONTENT, dataDir, site, quiet: true });
  const app = await createContentServer({ contentDir: CONTENT, dataDir, site, follow: false });
  try {
    for (const locale of LOCALES) {
      const collection = `docs_${locale}`;
      const sections = (await app.inject(contentApi.searchSections(collection))).json() as SearchSection[];
      const navigation = (await app.inject(contentApi.navigation(collection))).json() as NavigationNode[];
      corpus.set(locale, { sections: locale === 'en' ? [...sections, ...THAI] : sections, navigation });
    }
  } finally {
    await app.close();
  }
}, 180_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The rows the whole index gives: what the palette listed when it downloaded the index whole. */
function wholeIndexHits(sections: SearchSection[], navigation: NavigationNode[], query: string): string[] {
  const whole = wholeIndex(sections);
  const ctx = searchContext(navigation, 'en');
  const pageOf = (id: string) => id.split('#')[0]!;
  const results = query.trim() ? searchDocs(whole, query) : [];
  const listed = listedResults(results, (r) => ctx.untranslated.has(pageOf(String(r.id))), MAX_SEARCH_HITS).map((r) => String(r.id));
  return pagesBeforeTheirSections(listed, (id) => id);
}

function splitOf(sections: SearchSection[], navigation: NavigationNode[], budget?: number) {
  const { manifest, files } = splitIndex(indexSections([...sections]), navigation, 'en', { ...SPLIT_TOOLS, budget });
  const bodies = new Map(files.map((f) => [f.name, f.body]));
  const fetched: string[] = [];
  const fetchPart = async (name: string) => {
    fetched.push(name);
    const body = bodies.get(name);
    if (body === undefined) throw new Error(`no part ${name}`);
    return JSON.parse(body) as unknown;
  };
  const full: SearchManifest = { ...manifest, bytes: 0 };
  return { search: new SplitSearch(full, fetchPart, MiniSearch), manifest: full, fetched, files };
}

describe('the split index ranks as the whole index', () => {
  for (const budget of [undefined, 1024]) {
    const label = budget ? `cut into parts of ~${budget} bytes` : 'at its default budget';
    for (const locale of LOCALES) {
      it(`${locale}, ${label}`, async () => {
        const { sections, navigation } = corpus.get(locale)!;
        const { search, manifest } = splitOf(sections, navigation, budget);
        if (budget) expect(manifest.terms.length).toBeGreaterThan(5);
        for (const query of QUERIES[locale]) {
          const rows = await search.hits(query);
          expect(
            rows.map((r) => r.id),
            query,
          ).toEqual(wholeIndexHits(sections, navigation, query));
        }
      }, 60_000);
    }
  }

  it("labels rows as the whole index did: title, excerpt, heading and docs section, and a section's page", async () => {
    const { sections, navigation } = corpus.get('en')!;
    const { search } = splitOf(sections, navigation, 1024);
    const ctx = searchContext(navigation, 'en');
    const byId = new Map(sections.map((s) => [s.id, s]));
    const rows = await search.hits('query builder');
    expect(rows.length).toBeGreaterThan(3);
    let sectionsNamed = 0;
    for (const row of rows) {
      const section = byId.get(row.id)!;
      const page = byId.get(section.id.split('#')[0]!);
      const heading = section.level > 1 || section.id.includes('#');
      const expected: SearchHit = {
        id: section.id,
        title: section.title,
        excerpt: searchExcerpt(section.content),
        heading,
        group: ctx.sectionOf.get(section.id.split('#')[0]!) ?? null,
        // "Options" on many pages: a section's row says whose.
        ...(heading && page && page.title !== section.title ? { page: page.title } : {}),
      };
      expect(row).toEqual(expected);
      if (expected.page) sectionsNamed++;
    }
    expect(sectionsNamed).toBeGreaterThan(0);
    const install = sections.find((s) => s.id === '/docs/getting-started/installation')!;
    const [first] = await search.hits('installation');
    expect(first).toMatchObject({ id: install.id, title: install.title, heading: false });
  });
});

describe("the build's index (compact-index.ts)", () => {
  it("cuts into the very files MiniSearch's own index cuts into, in every locale and at any budget", () => {
    for (const locale of LOCALES) {
      const { sections, navigation } = corpus.get(locale)!;
      const miniSearch = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
      miniSearch.addAll(sections);
      for (const budget of [undefined, 1024]) {
        const tools = { ...SPLIT_TOOLS, budget };
        const built = splitIndex(indexSections([...sections]), navigation, 'en', tools);
        expect(built).toEqual(splitIndex(miniSearchSource(miniSearch), navigation, 'en', tools));
      }
    }
  }, 120_000);
});

describe('what a query fetches', () => {
  it('the document table, the parts of its words and the display parts of its rows; each once', async () => {
    const { sections, navigation } = corpus.get('en')!;
    const { search, manifest, fetched, files } = splitOf(sections, navigation, 1024);
    expect(fetched).toEqual([manifest.documents]);
    await search.hits('yaml');
    const firstQuery = fetched.length;
    // A fraction of the index: one or two term parts and the display parts of the rows.
    expect(firstQuery).toBeLessThan(files.length / 4);
    const termParts = new Set(manifest.terms.map((t) => t.name));
    expect(fetched.filter((name) => termParts.has(name)).length).toBeLessThanOrEqual(2);
    await search.hits('yaml');
    expect(fetched.length).toBe(firstQuery);
  });

  it('asks again for a part whose fetch failed, at the next query', async () => {
    const { sections, navigation } = corpus.get('en')!;
    const { manifest, files } = splitIndex(indexSections([...sections]), navigation, 'en', SPLIT_TOOLS);
    const bodies = new Map(files.map((f) => [f.name, f.body]));
    const failing = new Set([manifest.documents, manifest.terms[0]!.name]);
    const search = new SplitSearch(
      { ...manifest, bytes: 0 },
      async (name) => {
        if (failing.delete(name)) throw new Error('offline');
        return JSON.parse(bodies.get(name)!) as unknown;
      },
      MiniSearch,
    );
    await expect(search.hits('install')).rejects.toThrow('offline');
    await expect(search.hits('install')).rejects.toThrow('offline');
    expect((await search.hits('installation'))[0]?.id).toBe('/docs/getting-started/installation');
  });

  it('lists the first docs pages before anything is typed, without fetching a part', async () => {
    const { sections, navigation } = corpus.get('en')!;
    const { search, manifest, fetched } = splitOf(sections, navigation);
    const rows = await search.hits('');
    expect(rows).toBe(manifest.pages);
    expect(rows.length).toBe(MAX_SEARCH_HITS);
    expect(rows[0]).toMatchObject({ id: '/docs/getting-started', heading: false });
    expect(fetched).toEqual([manifest.documents]);
  });
});
