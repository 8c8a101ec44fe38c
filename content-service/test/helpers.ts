/** Test helpers: a private copy of a fixture corpus and a private data folder per test file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { loadSiteConfig } from '@site/contracts/server';
import MiniSearch from 'minisearch';
import {
  contentApi,
  SEARCH_INDEX_OPTIONS,
  SplitSearch,
  type ContentInfo,
  type SearchManifest,
  type SearchSection,
  type SiteConfig,
} from '@site/contracts';
import { buildContent, createContentServer } from '../src/index.ts';
import type { Reporter } from '../src/build/progress.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface Sandbox {
  contentDir: string;
  /** `public/` beside the content folder (created by the first `writePublic`). */
  publicDir: string;
  dataDir: string;
  site: SiteConfig;
  write(rel: string, text: string): void;
  writePublic(rel: string, data: string | Buffer): void;
  remove(rel: string): void;
  cleanup(): void;
}

/**
 * A private copy of a fixture corpus as `content/`, with the fixture's public folder
 * (`fixtures/{name}-public`, when there is one) beside it as `public/`.
 */
export function sandbox(fixture = 'basic', opts: { i18n?: boolean } = {}): Sandbox {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  const contentDir = path.join(root, 'content');
  fs.cpSync(path.join(FIXTURES, fixture), contentDir, { recursive: true });
  const site = loadSiteConfig({ SITE_I18N: opts.i18n === false ? 'off' : 'on' });
  const publicDir = path.join(root, 'public');
  if (fs.existsSync(path.join(FIXTURES, `${fixture}-public`)))
    fs.cpSync(path.join(FIXTURES, `${fixture}-public`), publicDir, { recursive: true });
  const writeUnder = (dir: string, rel: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
  };
  return {
    contentDir,
    publicDir,
    dataDir: path.join(root, 'data'),
    site,
    write: (rel, text) => writeUnder(contentDir, rel, text),
    writePublic: (rel, data) => writeUnder(publicDir, rel, data),
    remove(rel) {
      fs.rmSync(path.join(contentDir, rel));
    },
    cleanup() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The rows a statement reads from a built database (opened read-only for it). */
export function rows(dbPath: string, sql: string, ...params: unknown[]): Array<Record<string, unknown>> {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/** A build output (navigation, sections, dump, …) of a collection, from the built database. */
export function readOutput(dbPath: string, collection: string, kind: string): string {
  const db = new Database(dbPath, { readonly: true });
  try {
    const row = db.prepare('SELECT body, gzip FROM _build_outputs WHERE collection = ? AND kind = ?').get(collection, kind) as
      | { body: Buffer; gzip: Buffer | null }
      | undefined;
    if (!row) return '';
    // Big outputs are stored compressed only.
    return (row.body.length === 0 && row.gzip ? zlib.gunzipSync(row.gzip) : row.body).toString();
  } finally {
    db.close();
  }
}

export interface ServedSandbox {
  box: Sandbox;
  app: FastifyInstance;
  /** The build the server answers with, as `/info` gives it after the first build. */
  info: ContentInfo;
  /** Closes the server and removes the sandbox. */
  close(): Promise<void>;
}

/** A sandbox of `fixture`, built once and served by a content server (a test file's usual start). */
export async function servedSandbox(fixture?: string): Promise<ServedSandbox> {
  const box = sandbox(fixture);
  await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  const app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
  const info = (await app.inject({ url: contentApi.info() })).json() as ContentInfo;
  return {
    box,
    app,
    info,
    async close() {
      await app.close();
      box.cleanup();
    },
  };
}

/** A build reporter that keeps every line it is given (progress aside), for tests to read. */
export function recorder(): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return { lines, progress() {}, line: (t) => lines.push(t), error: (t) => lines.push(t), done() {} };
}

/**
 * The palette's search over what `app` serves: the manifest of `collection` (`fallbacks`: as
 * a translated locale's readers see it), then the parts each query needs, fetched from `app`.
 * `fetched` lists every part asked for.
 */
export async function servedSearch(
  app: FastifyInstance,
  collection: string,
  opts: { fallbacks?: boolean } = {},
): Promise<{ search: SplitSearch; manifest: SearchManifest; fetched: string[] }> {
  const res = await app.inject({ url: contentApi.searchManifest(collection, opts) });
  if (res.statusCode !== 200) throw new Error(`the manifest of ${collection} answered ${res.statusCode}: ${res.body}`);
  const manifest = res.json() as SearchManifest;
  const fetched: string[] = [];
  const fetchPart = async (name: string) => {
    fetched.push(name);
    const part = await app.inject({ url: contentApi.searchPart(collection, name) });
    if (part.statusCode !== 200) throw new Error(`part ${name} of ${collection} answered ${part.statusCode}`);
    return part.json() as unknown;
  };
  return { search: new SplitSearch(manifest, fetchPart, MiniSearch), manifest, fetched };
}

/** The whole MiniSearch index of `sections` as the palette loaded it before the index was split (the reference rankings). */
export function wholeIndex(sections: SearchSection[]): MiniSearch<SearchSection> {
  const built = new MiniSearch<SearchSection>(SEARCH_INDEX_OPTIONS);
  built.addAll(sections);
  return MiniSearch.loadJSON<SearchSection>(JSON.stringify(built), SEARCH_INDEX_OPTIONS);
}
