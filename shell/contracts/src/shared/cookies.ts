/** Cookie names and a small reader shared by the gateway, the shell server and the browser. */

/** Remembers the reader's chosen locale for the root redirect (spec §2). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** Reads one cookie from a Cookie header (or `document.cookie`) without a parser dependency. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
