/**
 * Where content comes from and where build outputs go. Environment variables exist for
 * operators and tests: CONTENT_DIR (default <repo>/content), PUBLIC_DIR (the pictures served
 * at root-relative paths; default `public` beside the content folder) and CONTENT_DATA_DIR
 * (default content-service/.data).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { loadSiteConfig } from '@site/contracts/server';
import type { SiteConfig } from '@site/contracts';

/** content-service/ (this module is src/config.ts, or part of a bundle in dist/). */
export const SERVICE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DB_FILE_NAME = 'content.sqlite';

export interface PathOptions {
  contentDir?: string;
  publicDir?: string;
  dataDir?: string;
  site?: SiteConfig;
}

export interface ResolvedPaths {
  contentDir: string;
  /** The public folder (it may not exist: a site without one serves no root-relative files). */
  publicDir: string;
  dataDir: string;
  dbPath: string;
  site: SiteConfig;
}

export function resolvePaths(options: PathOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedPaths {
  const contentDir = path.resolve(options.contentDir ?? env.CONTENT_DIR ?? path.join(SERVICE_ROOT, '..', 'content'));
  // Beside the content folder, as sites written for the reference module lay them out.
  const publicDir = path.resolve(options.publicDir ?? env.PUBLIC_DIR ?? path.join(path.dirname(contentDir), 'public'));
  const dataDir = path.resolve(options.dataDir ?? env.CONTENT_DATA_DIR ?? path.join(SERVICE_ROOT, '.data'));
  return { contentDir, publicDir, dataDir, dbPath: path.join(dataDir, DB_FILE_NAME), site: options.site ?? loadSiteConfig(env) };
}

/**
 * Why the data folder cannot hold the content database (null when it can), checked by writing
 * a file there: SQLite's own refusal ("unable to open database file") and a raw ENOTDIR stack
 * named neither the folder nor the variable that moves it.
 */
export function dataDirProblem(dataDir: string): string | null {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
    return null;
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    return `the content database cannot be written in ${dataDir} (${code ?? message}): set CONTENT_DATA_DIR to a folder this process may create and write`;
  }
}
