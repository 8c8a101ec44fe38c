/**
 * Opens the search palette (spec §4: the search-open flag becomes true on click). Its name
 * is its visible label (visually hidden when only the icon shows), so it always matches.
 */
import { $searchOpen } from './stores.ts';
import { Icon } from './Icon.tsx';
import { Kbds } from './Kbd.tsx';
import { useT } from './i18n/useT.ts';
import { searchPaletteDialog } from './SearchPalette.tsx';

export function SearchButton({ className, full = false }: { className?: string; full?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`btn btn-outline search-button${full ? ' search-button-full' : ''}${className ? ` ${className}` : ''}`}
      aria-keyshortcuts="Meta+K"
      aria-haspopup="dialog"
      onClick={() => $searchOpen.set(true)}
      // Intent: the palette's code starts downloading before the click lands.
      onPointerEnter={searchPaletteDialog.preload}
      onFocus={searchPaletteDialog.preload}
      onTouchStart={searchPaletteDialog.preload}
    >
      <Icon name="i-lucide-search" />
      <span className="search-label">{t('search.button')}</span>
      <Kbds keys={['meta', 'k']} />
    </button>
  );
}
