/**
 * The palette's hits for what the reader has typed. A downloaded index answers at once; a
 * site searched by content-service is asked once typing pauses, and the last answer stays
 * on screen until the next one arrives (no flicker to an empty list between keys).
 */
import { useEffect, useMemo, useState } from 'react';
import type { SearchHit } from '@site/contracts';
import type { SearchSource } from './search-data.ts';

/** A pause this long between keys sends the query to content-service. */
const TYPING_PAUSE_MS = 80;

export interface SearchAnswer {
  hits: SearchHit[];
  /** The hits answer the query as typed now (not an earlier one, or nothing yet). */
  current: boolean;
  /** content-service could not answer the last query. */
  failed: boolean;
}

interface RemoteAnswer {
  source: SearchSource;
  query: string;
  hits: SearchHit[];
}

export function useSearchHits(source: SearchSource | null, query: string): SearchAnswer {
  const q = query.trim();
  const local = useMemo(() => (source?.kind === 'local' ? source.hits(q) : null), [source, q]);
  const [remote, setRemote] = useState<RemoteAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (source?.kind !== 'remote') return;
    let live = true;
    const timer = setTimeout(
      () => {
        source.hits(q).then(
          (hits) => {
            if (!live) return;
            setRemote({ source, query: q, hits });
            setFailed(false);
          },
          () => live && setFailed(true),
        );
      },
      q === '' ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, q]);

  if (local) return { hits: local, current: true, failed: false };
  const shown = remote?.source === source ? remote : null;
  return { hits: shown?.hits ?? [], current: shown?.query === q, failed };
}
