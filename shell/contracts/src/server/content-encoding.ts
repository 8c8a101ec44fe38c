/**
 * A request's Content-Encoding, as the site's servers read it: the gateway forwards bodies as
 * they come and no service decodes a compressed one, so both answer such a body 415 (RFC 9110
 * §15.5.16) with `Accept-Encoding: identity` (RFC 7694 §3) rather than failing on it later.
 */

/** What a 415 carries in `Accept-Encoding`: no coding but identity. */
export const ACCEPTED_REQUEST_ENCODING = 'identity';

/** Whether the request carries a body (declared or chunked). */
export function hasRequestBody(headers: { 'transfer-encoding'?: string; 'content-length'?: string }): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** The codings of a Content-Encoding header other than identity, as a printable list; null when none. */
export function refusedCodings(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const codings = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length === 0) return null;
  // The client's text goes into the message: tokens only, and short.
  return codings
    .join(', ')
    .replace(/[^a-z0-9!#$%&'*+.^_`|~, -]/g, '?')
    .slice(0, 64);
}
