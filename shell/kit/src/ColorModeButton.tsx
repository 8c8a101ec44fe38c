/**
 * Toggles light/dark (spec §2). The server cannot know the reader's mode, so both icons and
 * both names are rendered and CSS shows the right ones (the page's inline script sets `.dark`
 * before it paints): a reader in a dark system theme hears "Switch to light mode" before the
 * app starts too (it heard "Switch to dark mode" until then, which for most readers is never).
 * Once mounted, the name is read from the page's mode. Does nothing while the page forces a mode.
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

  const toLight = t('colorMode.switchToLight');
  const toDark = t('colorMode.switchToDark');
  const label = dark === null ? undefined : dark ? toLight : toDark;
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
      {/* The name before the app starts: the one of the page's mode is shown to assistive technology. */}
      <span className="sr-only only-light">{toDark}</span>
      <span className="sr-only only-dark">{toLight}</span>
    </button>
  );
}
