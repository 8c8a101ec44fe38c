/**
 * Toggles light/dark (spec §2). The server cannot know the reader's mode, so both icons are
 * rendered and CSS shows the right one; the accessible name is refined after mount. Does
 * nothing while the page forces a mode.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $colorMode, $forcedColorMode, setColorMode } from './stores.ts';
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';

function isDarkNow(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

export function ColorModeButton({ className }: { className?: string }) {
  const t = useT();
  const preference = useStore($colorMode);
  const forced = useStore($forcedColorMode);
  const [dark, setDark] = useState<boolean | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the page's mode whenever the preference or the forced mode changes
  useEffect(() => {
    setDark(isDarkNow());
    const observer = new MutationObserver(() => setDark(isDarkNow()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [preference, forced]);

  const label = dark ? t('colorMode.switchToLight') : t('colorMode.switchToDark');
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-icon color-mode-button${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      aria-disabled={forced ? true : undefined}
      onClick={() => {
        if (forced) return;
        setColorMode(isDarkNow() ? 'light' : 'dark');
      }}
    >
      <Icon name="i-lucide-moon" className="only-light" />
      <Icon name="i-lucide-sun" className="only-dark" />
    </button>
  );
}
