/**
 * Opens the search palette (spec §4: the search-open flag becomes true on click). Its name
 * is its visible label (visually hidden when only the icon shows), so it always matches.
 * Both shortcuts work everywhere and are declared; the key caps show the platform's own
 * (⌘ K on Apple platforms, Ctrl K elsewhere), known only in the browser, so the server and
 * the hydrating render show Ctrl and an Apple browser switches right after hydration.
 */
import { $searchOpen } from './stores.ts';
import { Icon } from './Icon.tsx';
import { Kbds } from './Kbd.tsx';
import { useT } from './i18n/useT.ts';
import { currentShortcutModifier } from './platform.ts';
import { useHydrated } from './use-hydrated.ts';
import { searchPaletteDialog } from './SearchPalette.tsx';

export function SearchButton({ className, full = false }: { className?: string; full?: boolean }) {
  const t = useT();
  const modifier = useHydrated() ? currentShortcutModifier() : 'ctrl';
  return (
    <button
      type="button"
      className={`btn btn-outline search-button${full ? ' search-button-full' : ''}${className ? ` ${className}` : ''}`}
      aria-keyshortcuts="Meta+K Control+K"
      aria-haspopup="dialog"
      onClick={() => $searchOpen.set(true)}
      // Intent: the palette's code starts downloading before the click lands.
      onPointerEnter={searchPaletteDialog.preload}
      onFocus={searchPaletteDialog.preload}
      onTouchStart={searchPaletteDialog.preload}
    >
      <Icon name="i-lucide-search" />
      <span className="search-label">{t('search.button')}</span>
      <Kbds keys={[modifier, 'k']} />
    </button>
  );
}
