/**
 * Parsed pages cached by content between full builds (`parse-cache.sqlite` in the data
 * folder), so rebuilding a corpus where few files changed parses only those files.
 *
 * The key hashes everything a parse depends on: the file's text, how it is classified
 * (collection, path, stem), the parse options, the site's sections that links are resolved
 * against (link-resolution.ts), and a fingerprint of the parser itself (the
 * content-service and shared-kit sources and the locked dependency versions), so changing
 * the code or upgrading remark or shiki starts from an empty cache. Builds with hooks do not
 * use it (hooks are code the fingerprint cannot see). The cache only ever speeds a build
 * up: an unreadable cache file is deleted and the build parses everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SERVICE_ROOT } from '../config.ts';
import type { LoadedFile } from './loaded-file.ts';
import type { ParseContext } from './page.ts';
import type { PageSource } from '../shared/sources.ts';
import type { SiteConfig } from '@site/contracts';
import { siteSegmentsKey } from '../shared/link-resolution.ts';

const PARSE_CACHE_FILE = 'parse-cache.sqlite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(SERVICE_ROOT, '..');
/**
 * The code that decides what a parse produces: from source, the content-service and shared
 * contracts sources; compiled, every bundle in content-service/dist (the build thread and
 * the parse workers are different bundles and must agree on one fingerprint).
 */
const FINGERPRINT: { dirs: string[]; extension: string } = import.meta.url.endsWith('.js')
  ? { dirs: [here], extension: '.js' }
  : { dirs: [path.join(SERVICE_ROOT, 'src'), path.join(repoRoot, 'shell/contracts/src/shared')], extension: '.ts' };

let fingerprint: string | null = null;

/** A hash of the build code (see FINGERPRINT) and the locked dependency versions, computed once a process. */
export function parserFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  for (const dir of FINGERPRINT.dirs) {
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith(FINGERPRINT.extension))
      .sort();
    for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  const lock = path.join(repoRoot, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  fingerprint = hash.digest('hex');
  return fingerprint;
}

export function parseCacheKey(source: PageSource, text: string, ctx: Omit<ParseContext, 'hooks'>, site: SiteConfig): string {
  return createHash('sha1')
    .update(parserFingerprint())
    .update('\0')
    .update(JSON.stringify(source))
    .update('\0')
    .update(JSON.stringify({ displayRoot: ctx.displayRoot, tocDepth: ctx.tocDepth ?? null, links: siteSegmentsKey(site) }))
    .update('\0')
    .update(text)
    .digest('hex');
}

export class ParseCache {
  private readonly db: Database.Database;
  private readonly used = new Set<string>();
  private readonly insert: Database.Statement;
  /** Set when a write failed (e.g. another build holds the cache): this build stops writing. */
  private readOnly = false;

  private constructor(db: Database.Database) {
    this.db = db;
    this.insert = db.prepare('INSERT OR REPLACE INTO parsed (key, value) VALUES (?, ?)');
    // New entries are written as pages are parsed (not held in memory) and committed by save().
    db.exec('BEGIN');
  }

  /** Opens (or creates) the cache of a data folder; null when it cannot be used. */
  static open(dataDir: string): ParseCache | null {
    const file = path.join(dataDir, PARSE_CACHE_FILE);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      // Another build writing the same cache (a CLI build beside the dev server): do not wait for it.
      db.pragma('busy_timeout = 0');
      db.exec('CREATE TABLE IF NOT EXISTS parsed (key TEXT PRIMARY KEY, value BLOB NOT NULL)');
      db.exec('CREATE TABLE IF NOT EXISTS parser (fingerprint TEXT NOT NULL)');
      // Every key holds the parser's fingerprint: a cache of another parser can never hit, so it
      // is emptied, and a build with an empty cache parses without looking each file up first.
      if (db.prepare('SELECT fingerprint FROM parser').pluck().get() !== parserFingerprint()) {
        try {
          db.transaction(() => {
            db.exec('DELETE FROM parsed; DELETE FROM parser');
            db.prepare('INSERT INTO parser (fingerprint) VALUES (?)').run(parserFingerprint());
          })();
        } catch {
          // another build holds the cache: its entries only miss
        }
      }
      return new ParseCache(db);
    } catch {
      fs.rmSync(file, { force: true });
      return null;
    }
  }

  /** Whether no page is cached (a first build, or the first since the parser changed). */
  isEmpty(): boolean {
    return this.db.prepare('SELECT 1 FROM parsed LIMIT 1').get() === undefined;
  }

  get(key: string): LoadedFile | null {
    try {
      const row = this.db.prepare('SELECT value FROM parsed WHERE key = ?').get(key) as { value: Buffer } | undefined;
      if (!row) return null;
      this.used.add(key);
      return v8.deserialize(row.value) as LoadedFile;
    } catch {
      return null;
    }
  }

  /** Stores a successfully parsed page (committed by `save`). */
  put(key: string, loaded: LoadedFile): void {
    if (!loaded.page || loaded.errors || this.readOnly) return;
    try {
      this.insert.run(key, v8.serialize(loaded));
      this.used.add(key);
    } catch {
      // pages that cannot be cached are parsed again next time
      this.readOnly = true;
    }
  }

  /** Writes new entries and drops those this build did not use, so the file stays the size of the corpus. */
  save(): void {
    if (this.readOnly) return;
    try {
      this.db.exec('CREATE TEMP TABLE IF NOT EXISTS used (key TEXT PRIMARY KEY); DELETE FROM used;');
      const mark = this.db.prepare('INSERT OR IGNORE INTO used (key) VALUES (?)');
      for (const key of this.used) mark.run(key);
      this.db.exec('DELETE FROM parsed WHERE key NOT IN (SELECT key FROM used); COMMIT');
    } catch {
      // a cache that cannot be written only makes the next build slower
    }
  }

  /** Closes the file; entries not saved are rolled back. */
  close(): void {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
    this.db.close();
  }
}
