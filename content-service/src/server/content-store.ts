/**
 * The server's read-only view of the content database. It opens the live file read-only,
 * caches what each request needs per build (info, outputs, prepared statements), and swaps
 * to a newly built file when the build in this process announces one or when the file is
 * replaced on disk by another process.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContentInfo, SiteConfig, Surround } from '@site/contracts';
import { ContentError, collectionNotFound } from '../errors.ts';
import {
  GLOBAL,
  INFO_TABLE,
  OUTPUTS_TABLE,
  RAW_TABLE,
  SECTIONS_TABLE,
  outputBody,
  type OutputKind,
  type OutputRecord,
} from '../build/database.ts';
import { contentEvents, type SwapEvent } from '../build/events.ts';
import { compressBoth } from '../build/compress.ts';
import { DUMP_TYPE, JSON_TYPE, hasSearchIndex, joinSections, output } from '../build/collection-outputs.ts';
import { llmsFullTxt, withoutFrontMatter } from '../build/llms.ts';
import { compareStems } from '../build/natural-order.ts';
import { docsCollectionName } from '../build/sources.ts';
import { dumpText, insertLine } from '../build/dump.ts';
import { tableSchema, type SqlValue } from '../build/schema.ts';
import { buildSearchIndex } from '../search/search-index.ts';

interface Generation {
  db: Database.Database;
  ino: number;
  info: ContentInfo;
  versions: Map<string, string>;
  outputs: Map<string, OutputRecord>;
  pendingCompression: Map<string, Promise<void>>;
  statements: Map<string, Database.Statement>;
  orders: Map<string, Surround[]>;
  responses: Map<string, string>;
}

const MAX_CACHED_STATEMENTS = 500;
const MAX_CACHED_RESPONSES = 2000;
const MAX_CACHED_RESPONSE = 256 * 1024;

export class ContentStore {
  private current: Generation | null = null;
  private fsWatcher: fs.FSWatcher | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private readonly onSwap = (event: SwapEvent) => {
    if (path.resolve(event.dbPath) === this.dbPath) this.reload();
  };

  /** `site` shapes the outputs derived here (llms-full.txt URLs); without it they are not derived. */
  constructor(
    readonly dbPath: string,
    private readonly site?: SiteConfig,
  ) {}

  /** Opens the database if it exists; returns false when there is none yet. */
  open(): boolean {
    this.reload();
    return this.current !== null;
  }

  /** Follows new builds: in-process announcements and renames in the data folder. */
  follow(): void {
    contentEvents.on('swap', this.onSwap);
    const dir = path.dirname(this.dbPath);
    fs.mkdirSync(dir, { recursive: true });
    this.fsWatcher = fs.watch(dir, (_event, name) => {
      if (name !== path.basename(this.dbPath)) return;
      if (this.debounce) clearTimeout(this.debounce);
      this.debounce = setTimeout(() => {
        this.debounce = null;
        this.reloadIfReplaced();
      }, 25);
    });
    this.fsWatcher.on('error', () => undefined);
  }

  private reloadIfReplaced(): void {
    try {
      const stat = fs.statSync(this.dbPath);
      if (stat.ino !== this.current?.ino) this.reload();
    } catch {
      // no database file right now: keep serving the open one
    }
  }

  /** Opens the live file and swaps to it; a file that cannot be opened leaves the old one serving. */
  reload(): void {
    let db: Database.Database;
    let ino: number;
    try {
      ino = fs.statSync(this.dbPath).ino;
      if (this.current && ino === this.current.ino) return;
      db = new Database(this.dbPath, { readonly: true, fileMustExist: true });
    } catch {
      return;
    }
    try {
      const infoRow = db.prepare(`SELECT body FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = 'info'`).get(GLOBAL) as
        | { body: Buffer }
        | undefined;
      if (!infoRow) throw new Error('no build info');
      const info = JSON.parse(infoRow.body.toString()) as ContentInfo;
      const rows = db.prepare(`SELECT id, version FROM ${INFO_TABLE}`).all() as Array<{ id: string; version: string }>;
      const old = this.current;
      this.current = {
        db,
        ino,
        info,
        versions: new Map(rows.map((r) => [r.id, r.version])),
        outputs: new Map(),
        pendingCompression: new Map(),
        statements: new Map(),
        orders: new Map(),
        responses: new Map(),
      };
      // better-sqlite3 is synchronous: no request is using the old handle between two ticks.
      old?.db.close();
    } catch {
      db.close();
    }
  }

  close(): void {
    contentEvents.off('swap', this.onSwap);
    this.fsWatcher?.close();
    if (this.debounce) clearTimeout(this.debounce);
    this.current?.db.close();
    this.current = null;
  }

  private get gen(): Generation {
    if (!this.current) {
      throw new ContentError(
        'CONTENT_NOT_BUILT',
        'The content has not been built yet: run `npm run build:content -w @site/content-service`',
      );
    }
    return this.current;
  }

  get info(): ContentInfo {
    return this.gen.info;
  }

  collections(): string[] {
    return [...this.gen.versions.keys()];
  }

  /** The version of a page collection; 404 for anything else (including `info`). */
  version(collection: string): string {
    const version = this.gen.versions.get(collection);
    if (!version) throw collectionNotFound(collection, this.collections());
    return version;
  }

  output(collection: string, kind: OutputKind): OutputRecord | null {
    const gen = this.gen;
    const key = `${collection}\0${kind}`;
    let record = gen.outputs.get(key);
    if (!record) {
      const row = gen.db
        .prepare(`SELECT collection, kind, contentType, size, body, br, gzip, etag FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = ?`)
        .get(collection, kind) as OutputRecord | undefined;
      record = row ?? this.derive(gen, collection, kind) ?? undefined;
      if (!record) return null;
      gen.outputs.set(key, record);
    }
    return record;
  }

  /**
   * After an incremental build the dump, sections and search index of the changed collection
   * and llms-full.txt are not in the file: derive them once per build from its rows, per-page
   * sections and raw sources.
   */
  private derive(gen: Generation, collection: string, kind: OutputKind): OutputRecord | null {
    if (collection === GLOBAL && kind === 'llms-full' && this.site) {
      const docs = docsCollectionName(this.site, this.site.i18n.defaultLocale);
      const rows = gen.db.prepare(`SELECT path, source FROM ${RAW_TABLE} WHERE collection = ?`).all(docs) as Array<{
        path: string;
        source: string;
      }>;
      const markdown = new Map(rows.map((r) => [r.path, r.source]));
      const text = llmsFullTxt(this.site, this.order(docs), (pagePath) => {
        const source = markdown.get(pagePath);
        return source === undefined ? undefined : withoutFrontMatter(source);
      });
      return output(GLOBAL, 'llms-full', 'text/plain; charset=utf-8', text);
    }
    if (!gen.versions.has(collection)) return null;
    if (kind === 'sections') {
      const rows = gen.db.prepare(`SELECT stem, sections FROM ${SECTIONS_TABLE} WHERE collection = ?`).all(collection) as Array<{
        stem: string;
        sections: string;
      }>;
      rows.sort((a, b) => compareStems(a.stem, b.stem));
      return output(collection, 'sections', JSON_TYPE, joinSections(rows.map((r) => r.sections)));
    }
    if (kind === 'dump') {
      const schema = tableSchema(collection);
      const rows = gen.db.prepare(`SELECT * FROM ${schema.table} ORDER BY rowid`).raw(true).iterate() as IterableIterator<SqlValue[]>;
      const lines = (function* () {
        for (const values of rows) yield insertLine(schema, values);
      })();
      return output(collection, 'dump', DUMP_TYPE, dumpText(schema, lines), gen.versions.get(collection));
    }
    if (kind === 'search-index' && hasSearchIndex(collection)) {
      const sections = this.output(collection, 'sections');
      if (!sections) return null;
      return output(collection, 'search-index', JSON_TYPE, buildSearchIndex(JSON.parse(outputBody(sections).toString())));
    }
    return null;
  }

  /** Makes sure an output has its br and gzip forms (incremental builds leave big ones to the server). */
  async compressed(record: OutputRecord): Promise<OutputRecord> {
    if (record.br && record.gzip) return record;
    const gen = this.gen;
    const key = `${record.collection}\0${record.kind}`;
    let pending = gen.pendingCompression.get(key);
    if (!pending) {
      pending = compressBoth(record.body).then(({ br, gzip }) => {
        record.br = br;
        record.gzip = gzip;
      });
      gen.pendingCompression.set(key, pending);
    }
    await pending;
    return record;
  }

  /** Pages of a collection in navigation order. */
  order(collection: string): Surround[] {
    const gen = this.gen;
    let order = gen.orders.get(collection);
    if (!order) {
      const record = this.output(collection, 'order');
      order = record ? (JSON.parse(outputBody(record).toString()) as Surround[]) : [];
      gen.orders.set(collection, order);
    }
    return order;
  }

  /**
   * Query answers serialised once per build: content is immutable until the next swap,
   * and pages repeat the same queries. Small answers only, a bounded number of them.
   */
  cachedResponse(key: string, compute: () => string): string {
    const gen = this.gen;
    const hit = gen.responses.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (value.length <= MAX_CACHED_RESPONSE) {
      if (gen.responses.size >= MAX_CACHED_RESPONSES) gen.responses.delete(gen.responses.keys().next().value!);
      gen.responses.set(key, value);
    }
    return value;
  }

  statement(sql: string): Database.Statement {
    const gen = this.gen;
    let stmt = gen.statements.get(sql);
    if (!stmt) {
      if (gen.statements.size >= MAX_CACHED_STATEMENTS) gen.statements.delete(gen.statements.keys().next().value!);
      stmt = gen.db.prepare(sql);
      gen.statements.set(sql, stmt);
    }
    return stmt;
  }

  raw(collection: string, pagePath: string): string | null {
    const row = this.gen.db.prepare(`SELECT source FROM ${RAW_TABLE} WHERE collection = ? AND path = ?`).get(collection, pagePath) as
      | { source: string }
      | undefined;
    return row?.source ?? null;
  }
}
