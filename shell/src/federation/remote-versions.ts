/**
 * Immutable remote versions and the pointer that publishes one. A deploy writes a complete
 * `versions/<hash>/` folder first and then swaps `current.json` atomically, so a reader sees
 * either the old version or the new one, never a half-written folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemotePointer } from './remotes.ts';

/** Versions younger than this, or among the newest KEEP_LATEST, are never pruned. */
const RETAIN_MS = 24 * 60 * 60 * 1000;
const KEEP_LATEST = 5;

export function versionsDir(distDir: string): string {
  return path.join(distDir, 'versions');
}

function pointerPath(distDir: string): string {
  return path.join(distDir, 'current.json');
}

export function readPointer(distDir: string): RemotePointer | null {
  try {
    const pointer = JSON.parse(fs.readFileSync(pointerPath(distDir), 'utf8')) as RemotePointer;
    return typeof pointer.version === 'string' && /^[a-z0-9-]+$/.test(pointer.version) ? pointer : null;
  } catch {
    return null;
  }
}

export function publishPointer(distDir: string, version: string): RemotePointer {
  const pointer: RemotePointer = { version, builtAt: new Date().toISOString() };
  const tmp = `${pointerPath(distDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(pointer, null, 2));
  fs.renameSync(tmp, pointerPath(distDir));
  return pointer;
}

/** Removes old versions no page can still reference (see RETAIN_MS / KEEP_LATEST). */
export function pruneVersions(distDir: string, now = Date.now()): string[] {
  const dir = versionsDir(distDir);
  if (!fs.existsSync(dir)) return [];
  const current = readPointer(distDir)?.version;
  const entries = fs
    .readdirSync(dir)
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const removed: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.name === current || index < KEEP_LATEST || now - entry.mtime < RETAIN_MS) return;
    fs.rmSync(path.join(dir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  });
  return removed;
}
