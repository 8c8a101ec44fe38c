import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import type { SearchSection } from '@site/contracts';
import { writtenOutputs, type WrittenPages } from '../src/build/collection-outputs.ts';
import { compressOutputs } from '../src/build/write-database.ts';
import { outputOfPieces } from '../src/shared/outputs.ts';
import { llmsFullPieces } from '../src/shared/llms.ts';
import { outputBody, type OutputRecord } from '../src/shared/database.ts';
import { tableSchema } from '../src/shared/schema.ts';
import { loadSiteConfig } from '@site/contracts/server';

// A big site's sections and llms-full.txt are written in pieces (never joined) and its search
// sections handed to the index worker in batches: what is stored must be what the joined text
// gives, byte for byte, or a full build and a dev rebuild's settled file would differ.

/** Pages of a few sections each, some with none, in several scripts (multi-byte UTF-8 across batch seams). */
function pages(count: number): Map<string, string> {
  const fragments = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const path = `/docs/page-${i}`;
    const sections: SearchSection[] =
      i % 7 === 3
        ? []
        : [
            {
              id: path,
              title: `Page ${i}`,
              titles: [],
              content: `Intro of page ${i}: rows, queries and collections. 内容管理 ${i}`,
              level: 1,
            },
            {
              id: `${path}#more`,
              title: `More ${i}`,
              titles: [`Page ${i}`],
              content: `Section text ${i % 13} — données, «citations» ${i}`,
              level: 2,
            },
          ];
    fragments.set(path, sections.map((s) => JSON.stringify(s)).join(','));
  }
  return fragments;
}

function writtenPages(fragments: Map<string, string>): WrittenPages {
  return { rows: () => [], sections: (_collection, pagePath) => fragments.get(pagePath) ?? '' };
}

/** Every output of a collection, compressed as a build stores them, by kind. */
async function outputsOf(fragments: Map<string, string>, inPiecesFrom: number): Promise<Map<string, OutputRecord>> {
  const schema = tableSchema('docs');
  const made = writtenOutputs(
    { collection: 'docs', schema, version: 'v1', structureVersion: schema.structureVersion },
    { paths: [...fragments.keys()], where: '' },
    writtenPages(fragments),
    { navigationJson: '[]', originalLang: 'en' },
    inPiecesFrom,
  );
  const records = [...made.outputs, ...(await Promise.all(made.pending)).flat()];
  await compressOutputs(records);
  return new Map(records.map((r) => [r.kind, r]));
}

/** What the database keeps of a record: its text, compressed forms and validators. */
const stored = (r: OutputRecord) => ({
  text: outputBody(r).toString(),
  size: r.size,
  etag: r.etag,
  br: r.br?.toString('base64'),
  gzip: r.gzip?.toString('base64'),
});

describe('outputs written in pieces', () => {
  it('store the sections and search files of a collection as the joined text does', async () => {
    const fragments = pages(1200);
    const joined = await outputsOf(fragments, Infinity);
    const inPieces = await outputsOf(fragments, 0);
    expect([...inPieces.keys()].sort()).toEqual([...joined.keys()].sort());
    expect([...joined.keys()].filter((k) => k.startsWith('search-part/')).length).toBeGreaterThan(1);
    for (const [kind, record] of joined) expect(stored(inPieces.get(kind)!), kind).toEqual(stored(record));
    // The sections are the whole JSON array of every page's sections, in reading order.
    const sections = JSON.parse(outputBody(inPieces.get('sections')!).toString()) as SearchSection[];
    expect(sections).toHaveLength(2 * [...fragments.values()].filter(Boolean).length);
    expect(zlib.brotliDecompressSync(inPieces.get('sections')!.br!).toString()).toBe(outputBody(joined.get('sections')!).toString());
  });

  it('store an empty collection the same way too', async () => {
    const empty = new Map([['/docs/empty', '']]);
    expect(stored((await outputsOf(empty, 0)).get('sections')!)).toEqual(stored((await outputsOf(empty, Infinity)).get('sections')!));
  });

  it('fail the build with the reading error when a page cannot be read, the index worker stopped', async () => {
    const fragments = pages(1200);
    const schema = tableSchema('docs');
    // Measured whole first; the read that writes it fails halfway.
    let reads = 0;
    const failing: WrittenPages = {
      rows: () => [],
      sections: (_collection, pagePath) => {
        if (pagePath === '/docs/page-900' && ++reads === 2) throw new Error('database disk image is malformed');
        return fragments.get(pagePath) ?? '';
      },
    };
    const made = writtenOutputs(
      { collection: 'docs', schema, version: 'v1', structureVersion: schema.structureVersion },
      { paths: [...fragments.keys()], where: '' },
      failing,
      { navigationJson: '[]', originalLang: 'en' },
      0,
    );
    const settled = await Promise.allSettled(made.pending);
    // The dump, then the sections and the search files, which both name the cause.
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const s of settled.slice(1)) expect((s as PromiseRejectedResult).reason.message).toBe('database disk image is malformed');
  });

  it('store llms-full.txt as the joined text does', async () => {
    const site = loadSiteConfig({ SITE_I18N: 'off' });
    const order = Array.from({ length: 300 }, (_, i) => ({ path: `/docs/p${i}`, title: `Page ${i}` }));
    const pieces = () =>
      llmsFullPieces(site, order as never, (p) => (p.endsWith('7') ? undefined : `Text of ${p}, ünïcödé ${'x'.repeat(400)}`));
    const joined = await outputOfPieces('*', 'llms-full', 'text/plain; charset=utf-8', pieces, Infinity);
    await compressOutputs([joined]);
    const inPieces = await outputOfPieces('*', 'llms-full', 'text/plain; charset=utf-8', pieces, 0);
    expect(inPieces.body.length).toBe(0);
    expect(stored(inPieces)).toEqual(stored(joined));
    expect(outputBody(inPieces).toString()).toContain('# Page 299\n\nSource: ');
  });
});
