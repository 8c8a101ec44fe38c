export type Encoding = 'br' | 'gzip' | 'identity';

/** The q-value of each coding an Accept-Encoding header lists (names in lower case). */
function qualities(header: string): Map<string, number> {
  const listed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    // A malformed q-value refuses the coding rather than guessing; above 1 is read as 1.
    listed.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return listed;
}

/**
 * The response encoding a request asks for, by its q-values (RFC 9110 §12.5.3): a coding is
 * acceptable when listed (or covered by `*`) with q > 0; the highest q wins and `preference`
 * (the server's order) breaks ties. Identity is acceptable unless `identity;q=0` (or `*;q=0`
 * without an identity entry) refuses it; unlisted, it is the fallback only, so
 * `gzip;q=0.5` still gets gzip. When nothing is acceptable, not even identity, the answer is
 * identity anyway, as RFC 9110 §12.1 allows instead of a 406 (and as the gateway's compression
 * does): every client can read an uncompressed body. No header, or an empty one, is identity.
 * A header sent twice counts as one list (Node gives it as an array).
 */
export function negotiateEncoding(
  headerValue: string | readonly string[] | undefined,
  preference: ReadonlyArray<Exclude<Encoding, 'identity'>> = ['br', 'gzip'],
): Encoding {
  const header = typeof headerValue === 'string' ? headerValue : headerValue?.join(', ');
  if (!header) return 'identity';
  const listed = qualities(header);
  const wildcard = listed.get('*');
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of preference) {
    const q = listed.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  // Named (itself or through `*`), identity competes by its q; at a tie the server compresses.
  const identityQ = listed.get('identity') ?? wildcard;
  return identityQ !== undefined && identityQ > bestQ ? 'identity' : best;
}
