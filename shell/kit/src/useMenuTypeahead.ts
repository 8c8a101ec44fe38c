/**
 * The typeahead of spec §9 (buffer cleared after 1000 ms) for an Ark menu, whose own
 * typeahead clears after a fixed 350 ms: spread the returned props on `Menu.Root` (with
 * `typeahead={false}`) and `onKeyDown` on `Menu.Content`.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { createTypeahead, isTypeaheadKey, type TypeaheadItem } from './typeahead.ts';

export function useMenuTypeahead(items: readonly TypeaheadItem[]) {
  const [highlightedValue, setHighlightedValue] = useState<string | null>(null);
  const typeahead = useMemo(() => createTypeahead(), []);
  useEffect(() => () => typeahead.reset(), [typeahead]);
  return {
    root: {
      typeahead: false,
      highlightedValue,
      onHighlightChange: (details: { highlightedValue: string | null }) => setHighlightedValue(details.highlightedValue),
      onOpenChange: () => typeahead.reset(),
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!isTypeaheadKey(event)) return;
      const next = typeahead.type(event.key, items, highlightedValue);
      if (next === null) return;
      event.preventDefault();
      setHighlightedValue(next);
    },
  };
}
