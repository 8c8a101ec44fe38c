/**
 * The docs search palette (spec §2, VISUAL.md): a modal dialog opened by the search buttons
 * or Meta+K / Ctrl+K. Until it is first opened only the shortcut listener exists: the dialog,
 * its Ark machine and the search code are downloaded on intent (the search button hovered or
 * focused, the shortcut pressed) and mounted at the first open, never on first paint.
 */
import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { isSearchShortcut } from '@site/contracts';
import { $searchOpen } from './stores.ts';
import { useMountOnOpen } from './use-mount-on-open.ts';
import { loadOnIntent } from './load-on-intent.ts';

export const searchPaletteDialog = loadOnIntent(() => import('./SearchPaletteDialog.tsx').then((m) => m.SearchPaletteDialog));

export function SearchPalette() {
  const palette = useMountOnOpen(useStore($searchOpen));

  // Meta+K / Ctrl+K toggles the palette anywhere on the page.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        $searchOpen.set(!$searchOpen.get());
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!palette.mounted) return null;
  const Dialog = searchPaletteDialog.Component;
  return (
    <Suspense fallback={null}>
      <Dialog open={palette.open} />
    </Suspense>
  );
}
