/**
 * The posting counts of a serialised MiniSearch index, read once with it: per term, per
 * field, how many documents hold it. A search pass over a large site picks its rarest word
 * and decides whether to bound its scoring from these, where it would otherwise walk every
 * posting of every word once more (search-docs.ts in the contracts). Expansions are
 * MiniSearch's own: the same radix tree answers prefix and typo lookups.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { TermStats } from '@site/contracts';

/** The parts of MiniSearch's serialised form read here (`toJSON`, serialization version 2). */
export interface SerializedIndex {
  fieldIds: Record<string, number>;
  index: Array<[string, Record<string, Record<string, number>>]>;
}

export function termStatsOf(serialized: SerializedIndex): TermStats {
  const counts = new SearchableMap<number[]>();
  for (const [term, byField] of serialized.index) {
    const perField: number[] = [];
    for (const field in byField) perField[Number(field)] = Object.keys(byField[field]!).length;
    counts.set(term, perField);
  }
  return {
    postings(term, { prefix, fuzzy, fields }) {
      const matched = new Map<string, number[]>();
      const exact = counts.get(term);
      if (exact) matched.set(term, exact);
      if (prefix) for (const [t, c] of counts.atPrefix(term)) matched.set(t, c);
      if (fuzzy > 0) for (const [t, [c]] of counts.fuzzyGet(term, fuzzy)) matched.set(t, c);
      const ids = fields.map((f) => serialized.fieldIds[f]).filter((id): id is number => id !== undefined);
      let total = 0;
      for (const perField of matched.values()) for (const id of ids) total += perField[id] ?? 0;
      return total;
    },
  };
}
