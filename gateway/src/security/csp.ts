/**
 * The Content-Security-Policy the whole site runs under: the one place it is defined, so
 * the shell's browser test can import it and check the site has no violations.
 *
 * - script-src: same-origin files (the shell bundle and Module Federation remote entries and
 *   chunks, all served through this origin), the colour-mode inline script
 *   by its sha256 hash,
 *   and 'wasm-unsafe-eval' for sql.js WebAssembly. Page data is <script type="application/json">,
 *   which is never executed, so it needs no allowance.
 * - style-src 'unsafe-inline': code highlighting uses inline style attributes.
 * - img-src and media-src https: content shows remote images (author avatars, logos,
 *   screenshots) and videos by their https: URL; plain http: stays blocked.
 */
import { createHash } from 'node:crypto';
import { COLOR_MODE_SCRIPT } from '@site/contracts';

/** The CSP source expression (`'sha256-…'`) that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export const COLOR_MODE_SCRIPT_HASH = scriptHashSource(COLOR_MODE_SCRIPT);

/**
 * `connectTo`: other origins the browser may send requests to (the configured analytics host,
 * which receives page-view events).
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = [COLOR_MODE_SCRIPT], connectTo: readonly string[] = []): string {
  const hashes = inlineScripts.map(scriptHashSource).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectTo].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
