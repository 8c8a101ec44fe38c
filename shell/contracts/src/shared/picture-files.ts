/**
 * Pictures served as files: the images stored with the content (`/_content/…`) and the
 * site's public folder (`public/` beside `content/`, served at root-relative paths such as
 * `/blog/cover.png`, the way sites written for the reference content module keep them).
 * One list of types and one size bound for both; the gateway, the client router, the
 * content build and content-service read them here.
 */
import { NON_PAGE_PREFIXES, isNonPagePath } from './color-mode-script.ts';
import { ownEntry } from './own-entry.ts';

/** The picture types served, by lower-case extension, with their media type. */
export const PICTURE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/**
 * Files stored with the content besides pictures that pages link to or play (`[the report](./report.pdf)`,
 * `::video{src="./demo.mp4"}`): served at `/_content/…` like the pictures beside a page. Never
 * a type a browser runs (HTML, scripts): what is served opens in a sandbox (static-files.ts).
 */
export const CONTENT_FILE_TYPES: Readonly<Record<string, string>> = {
  ...PICTURE_TYPES,
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** Largest picture or content file served (a bigger one is a build warning and is not served). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** content-service's route for the public folder (the gateway asks it; readers never see it). */
export const PUBLIC_FILES_ROUTE = '/_public';

/** The lower-case extension of a file name or path (`''` when it has none). */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The media type of a picture file's name or path (`image/png`), undefined for any other file. */
export function pictureType(name: string): string | undefined {
  return ownEntry(PICTURE_TYPES, fileExtension(name));
}

/** The media type of a file served from the content folder (a picture, a document, a video), undefined for any other. */
export function contentFileType(name: string): string | undefined {
  return ownEntry(CONTENT_FILE_TYPES, fileExtension(name));
}

/** True when the path's last segment names a picture (`/blog/cover.png`): a file, not a page to route. */
export function isPicturePath(pathname: string): boolean {
  return pictureType(pathname) !== undefined;
}

/**
 * True for a link the client router must leave to the browser and that keeps no locale
 * prefix: machine outputs and site files (isNonPagePath), and pictures, which the public
 * folder serves at their own root-relative paths.
 */
export function isFileLink(pathname: string): boolean {
  return isNonPagePath(pathname) || isPicturePath(pathname);
}

/**
 * The site's own prefix (`/_shell/`, `/_content/`, `/api/`, …) a URL path is under, or null:
 * the site's processes answer every path there, so a public file there is never served.
 */
export function reservedPublicPath(urlPath: string): string | null {
  return NON_PAGE_PREFIXES.find((p) => urlPath === p.replace(/\/$/, '') || urlPath.startsWith(p.endsWith('/') ? p : `${p}/`)) ?? null;
}
