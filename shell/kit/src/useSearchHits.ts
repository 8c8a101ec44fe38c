/**
 * The palette's hits for what the reader has typed. A query whose index parts are loaded is
 * answered at once; one that needs parts not fetched yet waits until typing pauses, so the
 * prefixes typed on the way (`s`, `se`, `sec`) do not each fetch their parts. The last
 * answer stays on screen until the next one arrives (no flicker to an empty list between keys).
 */
import { useEffect, useState } from 'react';
import type { SearchHit } from '@site/contracts';
import type { SearchSource } from './search-data.ts';

/** A pause this long between keys fetches the parts a query needs. */
const TYPING_PAUSE_MS = 80;

export interface SearchAnswer {
  hits: SearchHit[];
  /** The hits answer the query as typed now (not an earlier one, or nothing yet). */
  current: boolean;
  /** The last query could not be answered (a part failed to load). */
  failed: boolean;
}

interface Answer {
  source: SearchSource;
  query: string;
  hits: SearchHit[];
}

export function useSearchHits(source: SearchSource | null, query: string): SearchAnswer {
  const q = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!source) return;
    setFailed(false);
    let live = true;
    const ask = () =>
      source.hits(q).then(
        (hits) => {
          if (!live) return;
          setAnswer({ source, query: q, hits });
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    if (q === '' || source.ready(q)) {
      void ask();
      return () => {
        live = false;
      };
    }
    const timer = setTimeout(ask, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, q]);

  const shown = answer?.source === source ? answer : null;
  const current = shown?.query === q;
  // A query that failed shows no earlier query's hits: they stood under it as its answer, and
  // Enter opened one of them.
  return { hits: failed && !current ? [] : (shown?.hits ?? []), current, failed };
}
