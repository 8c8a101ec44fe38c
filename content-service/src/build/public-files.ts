/**
 * The public folder: pictures served at root-relative paths, `public/blog/cover.png` at
 * `/blog/cover.png`, as sites written for the reference content module lay them out. The
 * build decides which files are served (content-service serves exactly that list) and warns,
 * with the file, about every file it leaves out: a type that is not a picture, a file over
 * the size bound, a name no URL can hold, a path under the site's own prefixes, and a path
 * that is a page's. A page always wins over a public file: pages are what the navigation,
 * the sitemap and every link lead to, so a stray file must never take one down.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, isKnownLocale, pictureType, reservedPublicPath, type SiteConfig } from '@site/contracts';
import type { Diagnostic } from '../errors.ts';
import { segmentProblem } from '../shared/file-paths.ts';
import { walkEntries, type WalkedEntry } from '../shared/walk-files.ts';

export interface PublicFolder {
  /** Files that may be served (right type, size and name), by decoded URL path (`/blog/cover.png`). */
  candidates: Map<string, string>;
  /** Why each file left out on its own is not served, by URL path. */
  refused: Map<string, string>;
  warnings: Diagnostic[];
  /** How diagnostics name the folder (`public`). */
  displayRoot: string;
}

export interface PublicFiles {
  /** URL path → path relative to the public folder, of every file served. */
  served: Map<string, string>;
  /** URL path → why a file there is not served. */
  refused: Map<string, string>;
  warnings: Diagnostic[];
  displayRoot: string;
}

const MIB = 1024 * 1024;

function entriesOf(dir: string): WalkedEntry[] {
  try {
    return walkEntries(dir);
  } catch {
    return []; // no public folder: nothing is served from one
  }
}

/** Lists the public folder (absent: empty) and checks each file on its own. */
export function scanPublicFolder(publicDir: string): PublicFolder {
  const displayRoot = path.basename(publicDir);
  const folder: PublicFolder = { candidates: new Map(), refused: new Map(), warnings: [], displayRoot };
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(publicDir);
  } catch {
    return folder;
  }
  const refuse = (rel: string, reason: string) => {
    folder.refused.set(`/${rel}`, reason);
    folder.warnings.push({ file: `${displayRoot}/${rel}`, line: 1, message: `this file is not served: ${reason}` });
  };
  for (const { entry, rel, abs } of entriesOf(realRoot)) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const segments = rel.split('/');
    // Hidden files and folders (.DS_Store, .git) are never served and not worth a warning.
    if (segments.some((s) => s.startsWith('.') || s === 'node_modules')) continue;
    const badName = segments.map(segmentProblem).find((p) => p !== null);
    if (badName) {
      refuse(rel, `no URL may name it (its path holds ${badName})`);
      continue;
    }
    const type = pictureType(rel);
    if (!type) {
      refuse(rel, `only pictures are served from ${displayRoot}/ (${Object.keys(PICTURE_TYPES).join(', ')})`);
      continue;
    }
    let stat: fs.Stats;
    let real: string;
    try {
      real = fs.realpathSync(abs);
      stat = fs.statSync(real);
    } catch {
      continue; // a dangling link
    }
    if (!real.startsWith(realRoot + path.sep)) {
      refuse(rel, `it is a link to a file outside ${displayRoot}/`);
      continue;
    }
    if (!stat.isFile()) continue;
    if (stat.size > PICTURE_MAX_BYTES) {
      refuse(rel, `it is ${(stat.size / MIB).toFixed(1)} MiB, over the ${PICTURE_MAX_BYTES / MIB} MiB limit for a picture`);
      continue;
    }
    const reserved = reservedPublicPath(`/${rel}`);
    if (reserved) {
      refuse(rel, `its path /${rel} is under ${reserved}, which the site's own processes answer`);
      continue;
    }
    folder.candidates.set(`/${rel}`, rel);
  }
  return folder;
}

/**
 * The files served: the folder's candidates minus those at a page's path. With i18n a page is
 * read at `/{locale}{path}` and its locale-free path redirects there, so a file shadows a page
 * when its path, with or without a leading locale, is the page's.
 */
export function servedPublicFiles(folder: PublicFolder, pages: ReadonlyMap<string, string>, site: SiteConfig): PublicFiles {
  const out: PublicFiles = {
    served: new Map(),
    refused: new Map(folder.refused),
    warnings: [...folder.warnings],
    displayRoot: folder.displayRoot,
  };
  for (const [urlPath, rel] of folder.candidates) {
    const first = urlPath.split('/')[1] ?? '';
    const withoutLocale = site.i18n.enabled && isKnownLocale(site, first) ? urlPath.slice(first.length + 1) : null;
    const page = pages.get(urlPath) ?? (withoutLocale ? pages.get(withoutLocale) : undefined);
    if (!page) {
      out.served.set(urlPath, rel);
      continue;
    }
    const reason = `the page ${page} has the path ${withoutLocale && pages.has(withoutLocale) ? withoutLocale : urlPath}, and a page wins over a public file`;
    out.refused.set(urlPath, reason);
    out.warnings.push({
      file: `${folder.displayRoot}/${rel}`,
      line: 1,
      message: `this file is not served: ${reason}`,
      hint: 'move the file, or rename the page',
    });
  }
  return out;
}
