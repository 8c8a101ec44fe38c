export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The response encoding a request accepts (honouring q=0), else identity: the first of
 * `preference` accepted, br before gzip unless the caller has a reason to prefer gzip.
 */
export function negotiateEncoding(
  header: string | undefined,
  preference: ReadonlyArray<Exclude<Encoding, 'identity'>> = ['br', 'gzip'],
): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return preference.find(ok) ?? 'identity';
}
