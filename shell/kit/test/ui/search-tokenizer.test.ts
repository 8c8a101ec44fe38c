import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_INDEX_OPTIONS,
  SEARCH_QUERY_OPTIONS,
  pageHits,
  searchContext,
  listedResults,
  searchDocs,
  searchProcessTerm as processTerm,
  searchTokenize as tokenize,
  type NavigationNode,
  type SearchSection,
} from '@site/contracts';

describe('search tokenizer', () => {
  it('splits words and turns CJK runs into bigrams', () => {
    expect(tokenize('Query the content-database, v3!')).toEqual(['Query', 'the', 'content', 'database', 'v3']);
    expect(tokenize('Query your content, fast!')).toEqual(['Query', 'your', 'content', 'fast']);
    expect(tokenize('検索機能')).toEqual(['検索', '索機', '機能']);
    expect(tokenize('全文検索')).toEqual(['全文', '文検', '検索']);
    expect(tokenize('Nuxt のコンテンツ')).toEqual(['Nuxt', 'のコ', 'コン', 'ンテ', 'テン', 'ンツ']);
    expect(tokenize('内容管理 CMS')).toEqual(['内容', '容管', '管理', 'CMS']);
    expect(tokenize('字')).toEqual(['字']);
  });

  it('splits CJK runs out of Latin runs written without spaces', () => {
    expect(tokenize('SQLで検索')).toEqual(['SQL', 'で検', '検索']);
    expect(tokenize('v3の新機能API')).toEqual(['v3', 'の新', '新機', '機能', 'API']);
    expect(tokenize('한국어Search')).toEqual(['한국', '국어', 'Search']);
  });

  it('normalises full-width Latin and half-width kana before splitting', () => {
    expect(tokenize('ＳＱＬで検索')).toEqual(['SQL', 'で検', '検索']);
    expect(tokenize('ｺﾝﾃﾝﾂ')).toEqual(['コン', 'ンテ', 'テン', 'ンツ']);
  });

  it('drops one-letter Latin terms but keeps single CJK characters and digits', () => {
    expect(processTerm('A')).toBeNull();
    expect(processTerm('字')).toBe('字');
    expect(processTerm('3')).toBe('3');
    expect(processTerm('SQL')).toBe('sql');
  });

  it('finds Japanese and English sections after a serialise/load round trip', () => {
    const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
    built.addAll([
      { id: '/docs/a', title: 'はじめに', titles: [], content: '検索機能の使い方を説明します', level: 1 },
      { id: '/docs/b#install', title: 'Installation', titles: ['Getting started'], content: 'Install the module with npm', level: 2 },
    ]);
    const loaded = MiniSearch.loadJSON(JSON.stringify(built), SEARCH_INDEX_OPTIONS);
    expect(loaded.search('検索', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/docs/a']);
    expect(loaded.search('instal', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/docs/b#install']);
    expect(loaded.search('getting started', SEARCH_QUERY_OPTIONS)[0]?.title).toBe('Installation');
  });

  it('finds a CJK word inside text that mixes it with Latin, and keeps what a result row shows', () => {
    const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
    built.addAll([
      { id: '/ja/docs/sql#where', title: 'SQLで検索', titles: ['クエリ'], content: 'WHERE句で行を絞り込みます', level: 2 },
      { id: '/zh/docs/a', title: '安装', titles: [], content: '使用内容管理系统来编写文档', level: 1 },
    ]);
    const loaded = MiniSearch.loadJSON(JSON.stringify(built), SEARCH_INDEX_OPTIONS);
    expect(loaded.search('検索', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/ja/docs/sql#where']);
    expect(loaded.search('sql', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/ja/docs/sql#where']);
    expect(loaded.search('内容管理', SEARCH_QUERY_OPTIONS).map((r) => r.id)).toEqual(['/zh/docs/a']);
    expect(loaded.search('検索', SEARCH_QUERY_OPTIONS)[0]).toMatchObject({
      title: 'SQLで検索',
      excerpt: 'WHERE句で行を絞り込みます',
      level: 2,
    });
  });

  it('keeps an excerpt of one line and 140 characters, not the whole text, with each result', () => {
    const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
    const long = `Collections   group\n\nfiles ${'word '.repeat(100)}`;
    built.add({ id: '/docs/c', title: 'Collections', titles: [], content: long, level: 1 });
    const [hit] = MiniSearch.loadJSON(JSON.stringify(built), SEARCH_INDEX_OPTIONS).search('collections', SEARCH_QUERY_OPTIONS);
    expect(hit?.excerpt).toBe(`${long.replace(/\s+/g, ' ').slice(0, 140)}…`);
    expect(hit).not.toHaveProperty('content');
  });

  it('maps every page path to its docs section for grouping', () => {
    const { sectionOf } = searchContext(docsTree, 'en');
    expect(sectionOf.get('/docs/getting-started/install')).toBe('Getting started');
  });
});

describe('search in scripts and spellings beyond English', () => {
  const section = (id: string, title: string, content: string): SearchSection => ({ id, title, titles: [], content, level: 1 });
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll([
    section('/th', 'การติดตั้ง', 'ติดตั้งแพ็กเกจด้วยตัวจัดการแพ็กเกจแล้วเริ่มเซิร์ฟเวอร์'),
    section('/km', 'ការដំឡើង', 'ដំឡើងកញ្ចប់ដោយប្រើកម្មវិធីគ្រប់គ្រងកញ្ចប់'),
    section('/fa', 'پیکربندی', 'کتابخانه‌های لازم: نسخهٔ ۲۰ و پیش‌نیازها'),
    section('/ar', 'التثبيت', 'ثبِّت الحزمة باستخدام مدير الحزم'),
    section('/de', 'Straßenbahn', 'Die Übersicht über Größen'),
    section('/pt', 'Instalação', 'A configuração da ação'),
    section('/nb', 'Skriving', 'Blåbærsyltetøy på bokmål'),
    section('/hi', 'स्थापना', 'पैकेज प्रबंधक से पैकेज स्थापित करें'),
  ]);
  const loaded = MiniSearch.loadJSON(JSON.stringify(index), SEARCH_INDEX_OPTIONS);
  const first = (query: string) => searchDocs(loaded, query)[0]?.id;

  it('finds a word inside a run of Thai or Khmer, which are written without spaces', () => {
    expect(first('แพ็กเกจ')).toBe('/th');
    expect(first('เซิร์ฟเวอร์')).toBe('/th');
    expect(first('កញ្ចប់')).toBe('/km');
    // Each letter keeps the vowel and tone marks written on it.
    expect(tokenize('ติดตั้ง')).toEqual(['ติด', 'ดตั้', 'ตั้ง']);
  });

  it('matches Persian and Arabic letter forms, vowel signs and the zero-width non-joiner however they are typed', () => {
    expect(first('پيكربندي')).toBe('/fa'); // Arabic yeh and kaf for the Persian letters
    expect(first('كتابخانه')).toBe('/fa');
    expect(first('پیشنیازها')).toBe('/fa'); // typed without the non-joiner
    expect(first('پیش‌نیازها')).toBe('/fa');
    expect(first('ثبت')).toBe('/ar'); // without the shadda and kasra of the text
    expect(first('20')).toBe('/fa'); // Persian digits
  });

  it('matches accented Latin letters and their plain spellings', () => {
    expect(first('strassenbahn')).toBe('/de');
    expect(first('ubersicht')).toBe('/de');
    expect(first('configuracao')).toBe('/pt');
    expect(first('blabaersyltetoy')).toBe('/nb');
    expect(first('Instalação')).toBe('/pt');
  });

  it('keeps the vowel signs that spell Devanagari words', () => {
    expect(processTerm('स्थापित')).toBe('स्थापित');
    expect(first('स्थापित')).toBe('/hi');
    expect(first('पैकेज')).toBe('/hi');
  });
});

const docsTree: NavigationNode[] = [
  {
    title: 'Docs',
    path: '/docs',
    stem: 'docs',
    children: [
      {
        title: 'Getting started',
        path: '/docs/getting-started',
        stem: 'a',
        children: [
          { title: 'Install', path: '/docs/getting-started/install', stem: 'b' },
          { title: 'Deploy', path: '/docs/getting-started/deploy', stem: 'c', lang: 'en' },
        ],
      },
    ],
  },
];

describe('listedResults: the order of the palette rows', () => {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll([
    { id: '/docs/getting-started/deploy', title: 'Deploy', titles: [], content: 'Install on a server.', level: 1 },
    { id: '/docs/getting-started/install#npm', title: 'With npm', titles: ['Install'], content: 'Run npm install.', level: 2 },
    { id: '/docs/elsewhere', title: 'Install notes', titles: [], content: 'Outside every section.', level: 1 },
  ]);
  // A French reader: `Deploy` has no translation and shows in English (`lang: 'en'` in the merged tree).
  const ctx = searchContext(docsTree, 'en');
  const untranslated = (r: { id: unknown }) => ctx.untranslated.has(String(r.id).split('#')[0]!);

  it('lists translated pages first, untranslated ones after, each group in relevance order', () => {
    const listed = listedResults(searchDocs(index, 'install'), untranslated, 40);
    expect(listed.map((r) => [r.id, ctx.sectionOf.get(String(r.id).split('#')[0]!) ?? null, untranslated(r)])).toEqual([
      ['/docs/elsewhere', null, false],
      ['/docs/getting-started/install#npm', 'Getting started', false],
      ['/docs/getting-started/deploy', 'Getting started', true],
    ]);
  });

  it('stops at the limit', () => {
    expect(listedResults(searchDocs(index, 'install'), untranslated, 1)).toHaveLength(1);
  });

  it('lists the docs pages in reading order for an empty palette', () => {
    expect(pageHits(docsTree).map((h) => [h.title, h.group, h.lang ?? null])).toEqual([
      ['Install', 'Getting started', null],
      ['Deploy', 'Getting started', 'en'],
    ]);
    expect(pageHits(docsTree, 1)).toHaveLength(1);
  });
});

describe('searchDocs over real docs wording', () => {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll([
    {
      id: '/docs/deploy/docker',
      title: 'Docker',
      titles: ['Deployment'],
      content: 'Build an image and run the deployment in a container.',
      level: 1,
    },
    { id: '/docs/deploy/node', title: 'Node server', titles: ['Deployment'], content: 'Run the server with node.', level: 1 },
    { id: '/docs/guide/collections', title: 'Collections', titles: [], content: 'Define collections in content.config.ts.', level: 1 },
    { id: '/docs/guide/querying', title: 'Querying', titles: [], content: 'Filter collections with where and order results.', level: 1 },
  ]);
  const ids = (query: string) => searchDocs(index, query).map((r) => r.id);

  it('tolerates one typo in words of five letters or more, not in shorter ones', () => {
    expect(ids('deploymnt docker')[0]).toBe('/docs/deploy/docker');
    expect(ids('colections')[0]).toBe('/docs/guide/collections');
    expect(ids('nod')).not.toContain('/docs/deploy/docker');
  });

  it('falls back to the best partial matches when all words together find nothing', () => {
    expect(ids('docker kubernetes')[0]).toBe('/docs/deploy/docker');
  });

  it('ranks a title match above a body match', () => {
    expect(ids('collections')[0]).toBe('/docs/guide/collections');
    expect(ids('collections')).toContain('/docs/guide/querying');
  });

  it('lists heading matches above body matches, and reads no body text when headings fill the list', () => {
    const many = new MiniSearch(SEARCH_INDEX_OPTIONS);
    many.addAll([
      { id: '/docs/a', title: 'Intro', titles: [], content: 'Docker docker docker docker.', level: 1 },
      { id: '/docs/b', title: 'Docker', titles: [], content: 'Images.', level: 1 },
      { id: '/docs/c#run', title: 'Run', titles: ['Docker'], content: 'Start it.', level: 2 },
    ]);
    expect(searchDocs(many, 'docker').map((r) => r.id)).toEqual(['/docs/b', '/docs/c#run', '/docs/a']);
    // Two heading matches are enough for a list of two: the body-only page is not scored.
    expect(searchDocs(many, 'docker', 2).map((r) => r.id)).toEqual(['/docs/b', '/docs/c#run']);
  });
});

describe('searchDocs over a large generated site (bounded scoring)', () => {
  // 2,000 pages of 7 sections: common words ("page", "content") have far more postings than
  // a pass scores in full, so the bounded path is the one under test.
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  const sections: SearchSection[] = [];
  for (let i = 0; i < 2000; i++) {
    sections.push({ id: `/docs/p/page-${i}`, title: `Page ${i}`, titles: [], content: `Intro of page ${i}, see page ${i + 1}.`, level: 1 });
    for (let h = 1; h <= 6; h++) {
      sections.push({
        id: `/docs/p/page-${i}#section-${h}`,
        title: `Section ${h} of page ${i}`,
        titles: [`Page ${i}`],
        content: `Text of section ${h}: the content module reads files and stores them as rows.${h === 4 ? ' Zebra crossing.' : ''}`,
        level: 2,
      });
    }
  }
  index.addAll(sections);
  const ids = (query: string) => searchDocs(index, query).map((r) => String(r.id));

  it('finds the one section every word names, first', () => {
    expect(ids('section 3 of page 1234')[0]).toBe('/docs/p/page-1234#section-3');
    expect(ids('secton 3 of page 1234')[0]).toBe('/docs/p/page-1234#section-3');
  });

  it('fills the list for a query that matches every page, each hit having every word', () => {
    const hits = searchDocs(index, 'content module');
    expect(hits.length).toBeGreaterThanOrEqual(40);
    for (const hit of hits) expect(hit.terms).toEqual(expect.arrayContaining(['content', 'module']));
  });

  it("finds the sections with every word even when the rarest word's best-placed ones lack the commonest", () => {
    // "zebra" heads 300 sections without "module", and is in the text of 300 that have it.
    const zebras = new MiniSearch(SEARCH_INDEX_OPTIONS);
    zebras.addAll(sections.filter((s) => !s.id.includes('#')));
    for (let i = 0; i < 300; i++) {
      zebras.add({ id: `/docs/z/heading-${i}`, title: `Zebra ${i}`, titles: [], content: 'Stripes.', level: 1 });
      zebras.add({ id: `/docs/z/body-${i}`, title: `Crossing ${i}`, titles: [], content: 'A zebra and the content module.', level: 1 });
    }
    for (let i = 0; i < 6000; i++) zebras.add({ id: `/docs/m/${i}`, title: `Module ${i}`, titles: [], content: 'The module.', level: 1 });
    const hits = searchDocs(zebras, 'zebra module');
    expect(hits.length).toBeGreaterThanOrEqual(40);
    for (const hit of hits) expect(String(hit.id)).toMatch(/^\/docs\/z\/body-/);
  });

  it('lists the page a heading names with its sections first, and body-only words where they are', () => {
    expect(
      ids('page 1999')
        .slice(0, 7)
        .every((id) => id.startsWith('/docs/p/page-1999')),
    ).toBe(true);
    const zebra = ids('zebra crossing');
    expect(zebra.length).toBeGreaterThanOrEqual(40);
    expect(zebra.every((id) => id.endsWith('#section-4'))).toBe(true);
    // One word found nowhere: the best partial matches.
    expect(ids('zebra nowhere')[0]).toMatch(/#section-4$/);
    expect(ids('qwertyuiop')).toEqual([]);
  });
});
