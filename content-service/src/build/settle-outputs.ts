/**
 * The second step of a dev rebuild, once its change is served: the outputs the rebuild left
 * out because each is a function of a whole big collection (its dump, search sections and
 * search index, llms-full.txt), and the compressed forms of those it wrote, are made from the
 * live database with the full build's own code and written in a second transaction. Once
 * settled, the database is the one a full build of the same files writes
 * (scripts/bench/same-build.ts); until then the server derives what it is asked for.
 */
import { docsCollection, type SiteConfig, type Surround } from '@site/contracts';
import {
  GLOBAL,
  INFO_TABLE,
  OUTPUTS_TABLE,
  openForUpdate,
  outputBody,
  putOutput,
  readRaw,
  readSections,
  rowsInOrder,
  type OutputRecord,
} from '../shared/database.ts';
import { PUBLISHED_ONLY, hasDrafts } from '../shared/drafts.ts';
import { contentEvents } from '../shared/events.ts';
import { llmsFullTxt, withoutFrontMatter } from '../shared/llms.ts';
import { output } from '../shared/outputs.ts';
import { tableSchema } from '../shared/schema.ts';
import { writtenOutputs } from './collection-outputs.ts';
import { compressOutputs } from './write-database.ts';

/**
 * Completes the live database. `isCurrent` says whether it is still the commit this step
 * started from: when a later rebuild committed meanwhile, nothing is written (that
 * rebuild's own step follows).
 */
export async function settleOutputs(dbPath: string, site: SiteConfig, isCurrent: () => boolean): Promise<void> {
  const db = openForUpdate(dbPath);
  try {
    const has = (collection: string, kind: string) =>
      db.prepare(`SELECT 1 FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = ?`).get(collection, kind) !== undefined;
    const written = {
      rows: (schema: Parameters<typeof rowsInOrder>[1], where?: string) => rowsInOrder(db, schema, where),
      sections: (collection: string, pagePath: string) => readSections(db, collection, pagePath) ?? '',
    };
    const made: OutputRecord[] = [];
    const pending: Array<Promise<OutputRecord>> = [];
    const collections = db.prepare(`SELECT id, version, structureVersion FROM ${INFO_TABLE}`).all() as Array<{
      id: string;
      version: string;
      structureVersion: string;
    }>;
    for (const { id: collection, version, structureVersion } of collections) {
      if (has(collection, 'dump')) continue;
      const schema = tableSchema(collection);
      const published = db
        .prepare(`SELECT "path" FROM ${schema.table}${hasDrafts(collection) ? ` WHERE ${PUBLISHED_ONLY}` : ''} ORDER BY rowid`)
        .pluck()
        .all() as string[];
      const outputs = writtenOutputs({ collection, schema, version, structureVersion }, published, written);
      made.push(outputs.sections);
      pending.push(...outputs.pending);
    }
    const docs = docsCollection(site, site.i18n.defaultLocale);
    if (!has(GLOBAL, 'llms-full')) {
      const orderRow = db.prepare(`SELECT * FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = 'order'`).get(docs) as
        | OutputRecord
        | undefined;
      const order = orderRow ? (JSON.parse(outputBody(orderRow).toString()) as Surround[]) : [];
      const markdownOf = (pagePath: string) => {
        const raw = readRaw(db, docs, pagePath);
        return raw === undefined ? undefined : withoutFrontMatter(raw);
      };
      made.push(output(GLOBAL, 'llms-full', 'text/plain; charset=utf-8', llmsFullTxt(site, order, markdownOf)));
    }
    // Observed now: nothing may reject unobserved while another is awaited.
    for (const p of pending) p.catch(() => undefined);
    // What the rebuild wrote as is: a full build stores every output but the dumps compressed.
    const uncompressed = db.prepare(`SELECT * FROM ${OUTPUTS_TABLE} WHERE br IS NULL AND kind <> 'dump'`).all() as OutputRecord[];
    await compressOutputs([...made, ...uncompressed]);
    const late = await Promise.all(
      pending.map(async (p) => {
        const o = await p;
        await compressOutputs([o]);
        return o;
      }),
    );
    if (!isCurrent()) return;
    db.transaction(() => {
      for (const o of [...made, ...uncompressed, ...late]) putOutput(db, o);
    })();
  } finally {
    db.close();
  }
  contentEvents.emit('swap', { dbPath });
}
