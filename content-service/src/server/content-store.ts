/**
 * The server's read-only view of the content database. It opens the live file read-only,
 * caches what each request needs per build (info, outputs, prepared statements), and swaps
 * to a newly built file when the build in this process announces one or when the file is
 * replaced on disk by another process.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { docsCollection, type ContentInfo, type SiteConfig, type Surround } from '@site/contracts';
import { ContentError, collectionNotFound } from '../errors.ts';
import {
  GLOBAL,
  OUTPUTS_TABLE,
  RAW_TABLE,
  SECTIONS_TABLE,
  outputBody,
  readInfo,
  preparedStatement,
  readRaw,
  type OutputKind,
  type OutputRecord,
} from '../shared/database.ts';
import { contentEvents, type SwapEvent } from '../shared/events.ts';
import { compressBoth } from '../shared/compress.ts';
import { JSON_TYPE, hasSearchIndex, joinSections, output } from '../shared/outputs.ts';
import { llmsFullTxt, withoutFrontMatter } from '../shared/llms.ts';
import { sortByStem } from '../shared/natural-order.ts';
import { derivedDumpOutput, previewDumpOutput } from '../shared/dump-stream.ts';
import { publishedOnly } from '../shared/drafts.ts';
import { tableSchema, type SqlValue } from '../shared/schema.ts';
import { SERVER_INDEX_WORKER_MIN_BYTES, searchIndexOutput } from '../search/index-job.ts';
import { installBoundedLike } from '../sql/bounded-like.ts';
import { installRowDeadline } from '../sql/row-deadline.ts';

interface Generation {
  db: Database.Database;
  ino: number;
  /** The connection's `data_version` when this generation was read: it moves when another connection commits. */
  dataVersion: number;
  info: ContentInfo;
  versions: Map<string, { version: string; structureVersion: string }>;
  /**
   * Outputs read from the database or derived from it (a locale's merged navigation, its
   * llms.txt), bounded in bytes: any of them can be read or made again.
   */
  outputs: LRUCache<string, OutputRecord>;
  /** Outputs made off the event loop (a merged search manifest and its parts), kept for the build: a manifest's parts exist nowhere else. */
  madeLater: Map<string, OutputRecord>;
  /** Outputs derived off the event loop (a merged search index), pending or done. */
  derivedLater: Map<string, Promise<OutputRecord | null>>;
  /**
   * Search parts held, by name. A part is named by the hash of its content, so one name is
   * the same bytes in every collection that has it: a locale that translated nothing has the
   * default locale's term parts, and fifty such locales must not hold fifty copies.
   */
  sharedParts: Map<string, OutputRecord>;
  /** Compressions running, per record: a record read or made again is a new one. */
  pendingCompression: WeakMap<OutputRecord, Promise<void>>;
  statements: LRUCache<string, Database.Statement>;
  orders: Map<string, Surround[]>;
  responses: LRUCache<string, Buffer>;
  publicFiles: ReadonlySet<string> | null;
  /** Parsed values derived once per build (navigation trees, lookups), bounded in estimated bytes. */
  memos: LRUCache<string, { value: unknown }>;
  /** After a dev rebuild in this process: when the outputs it left out are written (SwapEvent). */
  settled: Promise<void> | null;
}

/** Query answers kept per build, in bytes (UTF-8 answers plus their keys). */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Bigger answers are not kept: one must not push out hundreds of small ones. The
 * navigation-style queries of a 10,000-page collection (every page's title and path) fit.
 */
const MAX_CACHED_RESPONSE = 4 * 1024 * 1024;

/**
 * Budget of the parsed values kept per build. A parsed navigation tree of 100,000 pages takes
 * some tens of megabytes; a crawler walking every locale must not keep one per locale.
 */
const MEMO_BYTES = 192 * 1024 * 1024;

/**
 * Budget of the outputs kept per build (bodies and their compressed forms). At 100,000 pages
 * the default locale's biggest (sections, llms-full.txt, the dump, navigation and order) take
 * about 470 MB and each locale's merged navigation and llms.txt another 35 MB: a crawler
 * walking fifty locales must not keep fifty copies.
 */
const OUTPUT_BYTES = 512 * 1024 * 1024;

/** Bytes an output holds. */
const heldBytes = (record: OutputRecord) => Math.max(1, record.body.length + (record.br?.length ?? 0) + (record.gzip?.length ?? 0));

/** Kinds with a preview variant (drafts included) for collections that have drafts. */
const PREVIEW_KINDS = new Set<OutputKind>(['dump', 'navigation', 'order', 'sections']);

function newGeneration(
  db: Database.Database,
  ino: number,
  info: ContentInfo,
  versions: Generation['versions'],
  statements?: Generation['statements'],
  outputBytes = OUTPUT_BYTES,
): Generation {
  return {
    db,
    ino,
    dataVersion: db.pragma('data_version', { simple: true }) as number,
    info,
    versions,
    outputs: new LRUCache({ maxSize: outputBytes, sizeCalculation: heldBytes }),
    madeLater: new Map(),
    derivedLater: new Map(),
    sharedParts: new Map(),
    pendingCompression: new WeakMap(),
    // Statements are keyed by rebuilt (normalised) SQL; an IN list's size makes the text long.
    statements: statements ?? new LRUCache({ max: 500, maxSize: 8 * 1024 * 1024, sizeCalculation: (_s, sql) => 2 * sql.length + 1024 }),
    orders: new Map(),
    responses: new LRUCache({ maxSize: RESPONSE_CACHE_BYTES, sizeCalculation: (json, key) => json.length + 2 * key.length + 64 }),
    publicFiles: null,
    memos: new LRUCache({ maxSize: MEMO_BYTES }),
    settled: null,
  };
}

/** `record`, or the same part already held under another collection (its bytes, this collection's name). */
function sharedPart(gen: Generation, record: OutputRecord): OutputRecord {
  if (!record.kind.startsWith('search-part/')) return record;
  const held = gen.sharedParts.get(record.kind);
  if (!held) {
    gen.sharedParts.set(record.kind, record);
    return record;
  }
  return held.collection === record.collection ? held : { ...held, collection: record.collection };
}

function storedOutput(gen: Generation, collection: string, kind: OutputKind): OutputRecord | undefined {
  return gen.db
    .prepare(`SELECT collection, kind, contentType, size, body, br, gzip, etag FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = ?`)
    .get(collection, kind) as OutputRecord | undefined;
}

export class ContentStore {
  private current: Generation | null = null;
  private fsWatcher: fs.FSWatcher | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private readonly onSwap = (event: SwapEvent) => {
    if (path.resolve(event.dbPath) === this.dbPath) this.reload(event.settled);
  };
  private readonly generationListeners = new Set<() => void>();

  /** Calls `listener` after each new build is opened (work to prepare ahead of readers). */
  onGeneration(listener: () => void): void {
    this.generationListeners.add(listener);
  }

  /**
   * `site` shapes the outputs derived here (llms-full.txt URLs); without it they are not
   * derived. `outputBytes`: how many bytes of outputs a build keeps (OUTPUT_BYTES).
   */
  constructor(
    readonly dbPath: string,
    readonly site?: SiteConfig,
    private readonly limits: { outputBytes?: number } = {},
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
        this.reload();
      }, 25);
    });
    this.fsWatcher.on('error', () => undefined);
  }

  /**
   * Swaps to the live build: a new file (a full build renamed into place) is opened, an
   * update committed in place (a dev rebuild) is read on the open connection. A file that
   * cannot be opened leaves the old one serving. A commit that only completed the outputs
   * of the same build (settle-outputs.ts) keeps the generation and its caches: what they hold
   * is what was written.
   */
  reload(settled?: Promise<void>): void {
    const old = this.current;
    let db: Database.Database;
    let ino: number;
    try {
      ino = fs.statSync(this.dbPath).ino;
      if (old && ino === old.ino) {
        if (old.db.pragma('data_version', { simple: true }) === old.dataVersion) return;
        db = old.db;
      } else {
        db = new Database(this.dbPath, { readonly: true, fileMustExist: true });
        installRowDeadline(db);
        installBoundedLike(db);
      }
    } catch {
      return;
    }
    const inPlace = db === old?.db;
    try {
      const infoRow = db.prepare(`SELECT body FROM ${OUTPUTS_TABLE} WHERE collection = ? AND kind = 'info'`).get(GLOBAL) as
        | { body: Buffer }
        | undefined;
      if (!infoRow) throw new Error('no build info');
      const info = JSON.parse(infoRow.body.toString()) as ContentInfo;
      const rows = readInfo(db);
      if (inPlace && old && JSON.stringify(info) === JSON.stringify(old.info)) {
        old.dataVersion = db.pragma('data_version', { simple: true }) as number;
        return;
      }
      const versions = new Map(rows.map(({ collection, ...v }) => [collection, v]));
      // Statements stay valid on the same connection (the tables do not change shape in place).
      this.current = newGeneration(db, ino, info, versions, inPlace ? old?.statements : undefined, this.limits.outputBytes);
      this.current.settled = settled ?? null;
      // better-sqlite3 is synchronous: no request is using the old handle between two ticks.
      if (!inPlace) old?.db.close();
    } catch {
      if (!inPlace) db.close();
      return;
    }
    for (const listener of this.generationListeners) listener();
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
    const entry = this.gen.versions.get(collection);
    if (!entry) throw collectionNotFound(collection, this.collections());
    return entry.version;
  }

  /**
   * A build output; `preview`: the variant with drafts, for collections that have drafts
   * (the others have one variant, served to everyone).
   */
  output(collection: string, baseKind: OutputKind, preview = false): OutputRecord | null {
    const gen = this.gen;
    const kind =
      preview && PREVIEW_KINDS.has(baseKind) && this.hasDraftPages(collection) ? (`${baseKind}-preview` as OutputKind) : baseKind;
    const key = `${collection}\0${kind}`;
    let record = gen.outputs.get(key) ?? gen.madeLater.get(key);
    if (!record) {
      record = storedOutput(gen, collection, kind) ?? this.derive(gen, collection, kind) ?? undefined;
      if (!record) return null;
      record = sharedPart(gen, record);
      gen.outputs.set(key, record);
    }
    return record;
  }

  /**
   * After an incremental build the dump and sections of the changed collection and
   * llms-full.txt are not in the file: derive them once per build from its rows, per-page
   * sections and raw sources (its search index: `searchIndex`).
   */
  private derive(gen: Generation, collection: string, kind: OutputKind): OutputRecord | null {
    if (collection === GLOBAL && kind === 'llms-full' && this.site) {
      const docs = docsCollection(this.site, this.site.i18n.defaultLocale);
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
    const entry = gen.versions.get(collection);
    if (!entry) return null;
    const schema = tableSchema(collection);
    // Derived outputs leave drafts out; their -preview variants keep them.
    const preview = kind.endsWith('-preview');
    const hidden = preview ? null : this.draftCondition(collection);
    const published = hidden ? ` AND "path" NOT IN (SELECT "path" FROM ${schema.table} WHERE NOT (${hidden}))` : '';
    if (kind === 'sections' || kind === 'sections-preview') {
      const rows = gen.db
        .prepare(`SELECT stem, sections FROM ${SECTIONS_TABLE} WHERE collection = ?${published}`)
        .all(collection) as Array<{ stem: string; sections: string }>;
      return output(collection, kind, JSON_TYPE, joinSections(sortByStem(rows, (r) => r.stem).map((r) => r.sections)));
    }
    if (kind === 'dump' || kind === 'dump-preview') {
      const where = hidden ? ` WHERE ${hidden}` : '';
      const rows = gen.db.prepare(`SELECT * FROM ${schema.table}${where} ORDER BY rowid`).raw(true).iterate() as IterableIterator<
        SqlValue[]
      >;
      const info = { collection, structureVersion: entry.structureVersion };
      // The preview dump's checksum differs from the version: clients must not keep it as the public one.
      return preview
        ? previewDumpOutput(schema, { ...info, version: `${entry.version}-preview` }, rows)
        : derivedDumpOutput(schema, { ...info, version: entry.version }, rows);
    }
    return null;
  }

  /**
   * A docs collection's search manifest (its parts: `output(collection, searchPartKind(name))`):
   * the full build's, or after an incremental build made once per build from its sections, on
   * a worker thread when big (seconds at 10,000 pages, which would hold up every other
   * request of the dev server).
   */
  searchIndex(collection: string): Promise<OutputRecord | null> {
    const stored = this.output(collection, 'search-index');
    if (stored || !hasSearchIndex(collection)) return Promise.resolve(stored);
    const gen = this.gen;
    return this.derivedAsync(collection, 'search-index', async () => {
      // A dev rebuild in this process is writing it (settle-outputs.ts): read that, not make it twice.
      if (gen.settled) {
        await gen.settled;
        const written = this.current && storedOutput(this.current, collection, 'search-index');
        if (written) return written;
      }
      const sections = this.output(collection, 'sections');
      const navigation = this.output(collection, 'navigation');
      if (!sections || !navigation) return null;
      return searchIndexOutput(
        collection,
        {
          sectionsJson: outputBody(sections).toString(),
          navigationJson: outputBody(navigation).toString(),
          originalLang: this.site?.i18n.defaultLocale ?? 'en',
        },
        { workerMinBytes: SERVER_INDEX_WORKER_MIN_BYTES },
      );
    });
  }

  /** An output derived outside the build (locale-fallbacks.ts, locale-llms.ts, the llms files' URLs), computed once per build. */
  derived(collection: string, kind: OutputKind, compute: () => string | null, contentType = JSON_TYPE): OutputRecord | null {
    const gen = this.gen;
    const key = `${collection}\0${kind}`;
    let record = gen.outputs.get(key);
    if (!record) {
      const text = compute();
      if (text === null) return null;
      record = output(collection, kind, contentType, text);
      gen.outputs.set(key, record);
    }
    return record;
  }

  /**
   * An output derived outside the build that takes seconds on a large site (a merged search
   * manifest and its parts), computed once per build without holding up other requests: `compute` runs its
   * heavy part elsewhere (a worker thread). One at a time: each holds a whole collection's
   * index (about a gigabyte at 10,000 pages) and a core for seconds, and one request per
   * locale, fifty at once, would otherwise start fifty; the others wait their turn (the
   * search routes answer 503 with Retry-After meanwhile). `compute` must not wait for
   * another derivation.
   */
  derivedAsync(
    collection: string,
    kind: OutputKind,
    compute: () => Promise<OutputRecord | OutputRecord[] | null>,
  ): Promise<OutputRecord | null> {
    const gen = this.gen;
    const key = `${collection}\0${kind}`;
    let pending = gen.derivedLater.get(key);
    if (!pending) {
      // `compute` may make several records (a search manifest and its parts): the first is the one asked for.
      pending = this.inTurn(compute).then((made) => {
        const [record, ...more] = made === null ? [] : [made].flat();
        if (!record) return null;
        // Kept with the build's outputs, so `output` finds them without asking the database again.
        gen.madeLater.set(key, record);
        for (const other of more) gen.madeLater.set(`${other.collection}\0${other.kind}`, sharedPart(gen, other));
        return record;
      });
      // A failure is computed again by the next request, not kept for the build.
      pending.catch(() => gen.derivedLater.delete(key));
      gen.derivedLater.set(key, pending);
    }
    return pending;
  }

  private lastDerivation: Promise<unknown> = Promise.resolve();
  private readonly derivationCounts = { running: 0, waiting: 0 };

  /** Bytes of outputs this build holds that could be read or made again (bounded by `outputBytes`). */
  get heldOutputBytes(): number {
    return this.gen.outputs.calculatedSize;
  }

  /** Derivations (derivedAsync) running (at most one) and waiting for their turn. */
  get derivations(): { running: number; waiting: number } {
    return { ...this.derivationCounts };
  }

  /** Runs `job` once every derivation asked for before it has finished. */
  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const counts = this.derivationCounts;
    counts.waiting++;
    const run = this.lastDerivation.then(async () => {
      // A turn of the event loop first: the requests, timers (the 503s of those waiting) and
      // answers that arrived during the last one are served before the next starts.
      await new Promise((resolve) => setImmediate(resolve));
      counts.waiting--;
      counts.running++;
      try {
        return await job();
      } finally {
        counts.running--;
      }
    });
    this.lastDerivation = run.catch(() => undefined);
    return run;
  }

  /**
   * A value computed once per build (`bytes`: its estimated size, for the budget). Values
   * are shared between requests: callers never change them.
   */
  memo<T>(key: string, compute: () => { value: T; bytes: number }): T {
    const gen = this.gen;
    const hit = gen.memos.get(key);
    if (hit) return hit.value as T;
    const { value, bytes } = compute();
    gen.memos.set(key, { value }, { size: Math.max(1, bytes) });
    return value;
  }

  /** A JSON output, parsed; null when the collection has none. */
  outputJson<T>(collection: string, kind: OutputKind): T | null {
    const record = this.output(collection, kind);
    return record ? (JSON.parse(outputBody(record).toString()) as T) : null;
  }

  /** The URL paths (decoded) of the public folder's files this build serves. */
  publicFiles(): ReadonlySet<string> {
    const gen = this.gen;
    gen.publicFiles ??= new Set(this.outputJson<string[]>(GLOBAL, 'public-files') ?? []);
    return gen.publicFiles;
  }

  /** The paths of a collection's published pages (drafts are no translation, no page of the locale). */
  pagePaths(collection: string): Set<string> {
    const hidden = this.draftCondition(collection);
    const where = hidden ? ` WHERE ${hidden}` : '';
    const rows = this.statement(`SELECT "path" FROM ${tableSchema(collection).table}${where}`).all() as Array<{ path: string }>;
    return new Set(rows.map((r) => r.path));
  }

  /**
   * Whether this build holds a draft in the collection (drafts.ts): only then do readers
   * outside preview and in preview get different answers, and only then does the build write
   * the `-preview` outputs. Asked once per build.
   */
  hasDraftPages(collection: string): boolean {
    return this.memo(`drafts\0${collection}`, () => {
      const condition = publishedOnly(collection);
      const table = this.gen.versions.has(collection) ? tableSchema(collection).table : null;
      if (!condition || !table) return { value: false, bytes: 64 };
      // The build says (its `drafts` output); a database built before it did is read row by row.
      const recorded = storedOutput(this.gen, collection, 'drafts');
      const value = recorded
        ? JSON.parse(outputBody(recorded).toString()) === true
        : this.statement(`SELECT 1 FROM ${table} WHERE NOT (${condition}) LIMIT 1`).get() !== undefined;
      return { value, bytes: 64 };
    });
  }

  /** The condition that keeps a collection's published rows, when this build has drafts there (null otherwise). */
  draftCondition(collection: string): string | null {
    return this.hasDraftPages(collection) ? publishedOnly(collection) : null;
  }

  /** Makes sure an output has its br and gzip forms (incremental builds leave big ones to the server). */
  async compressed(record: OutputRecord): Promise<OutputRecord> {
    if (record.br && record.gzip) return record;
    const gen = this.gen;
    const key = `${record.collection}\0${record.kind}`;
    let pending = gen.pendingCompression.get(record);
    if (!pending) {
      pending = compressBoth(record.body).then(({ br, gzip }) => {
        record.br = br;
        record.gzip = gzip;
        // Held at its new size (set again only if still held: an evicted record is not brought back).
        if (gen.outputs.peek(key) === record) gen.outputs.set(key, record);
      });
      gen.pendingCompression.set(record, pending);
    }
    await pending;
    return record;
  }

  /** Pages of a collection in navigation order (drafts only in preview). */
  order(collection: string, preview = false): Surround[] {
    const gen = this.gen;
    const key = `${collection}\0${preview && this.hasDraftPages(collection) ? 1 : 0}`;
    let order = gen.orders.get(key);
    if (!order) {
      const record = this.output(collection, 'order', preview);
      order = record ? (JSON.parse(outputBody(record).toString()) as Surround[]) : [];
      gen.orders.set(key, order);
    }
    return order;
  }

  /**
   * Query answers serialised once per build: content is immutable until the next swap,
   * and pages repeat the same queries. `key` must be the normalised statement (never the
   * client's raw text, whose whitespace variants would each take an entry). Bounded in
   * bytes; answers above MAX_CACHED_RESPONSE are not kept.
   */
  cachedResponse(key: string, compute: () => string): Buffer {
    const gen = this.gen;
    const hit = gen.responses.get(key);
    if (hit !== undefined) return hit;
    // Kept and sent as UTF-8 bytes: half the memory of a string, and no encoding per request.
    const value = Buffer.from(compute());
    if (value.length <= MAX_CACHED_RESPONSE) gen.responses.set(key, value);
    return value;
  }

  /** Bytes held by the answer cache (for tests and the memory benchmark). */
  get cachedResponseBytes(): number {
    return this.current?.responses.calculatedSize ?? 0;
  }

  statement(sql: string): Database.Statement {
    const gen = this.gen;
    let stmt = gen.statements.get(sql);
    if (!stmt) {
      stmt = gen.db.prepare(sql);
      gen.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** A page's source; null when there is none, or when it is a draft and `preview` is off. */
  raw(collection: string, pagePath: string, preview = false): string | null {
    const db = this.gen.db;
    const hidden = preview ? null : this.draftCondition(collection);
    if (hidden) {
      const table = tableSchema(collection).table;
      const draft = preparedStatement(db, `SELECT 1 FROM ${table} WHERE "path" = ? AND NOT (${hidden})`).get(pagePath);
      if (draft) return null;
    }
    return readRaw(db, collection, pagePath) ?? null;
  }
}
