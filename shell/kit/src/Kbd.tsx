import type { ReactNode } from 'react';

/** Symbols for the named keys used in shortcuts. */
const KEY_SYMBOLS: Record<string, string> = {
  meta: '⌘',
  ctrl: 'Ctrl',
  alt: '⌥',
  shift: '⇧',
  enter: '↵',
  escape: 'Esc',
  arrowup: '↑',
  arrowdown: '↓',
};
const KEY_NAMES: Record<string, string> = { meta: 'Meta', ctrl: 'Control', alt: 'Alt', shift: 'Shift' };

export function Kbd({ value, children }: { value?: string; children?: ReactNode }) {
  const key = (value ?? '').toLowerCase();
  const shown = children ?? KEY_SYMBOLS[key] ?? (value ?? '').toUpperCase();
  return (
    <kbd className="kbd" title={KEY_NAMES[key]}>
      {shown}
    </kbd>
  );
}

/** A shortcut such as Meta+K as key caps; hidden from screen readers when decorative. */
export function Kbds({ keys, decorative = true }: { keys: string[]; decorative?: boolean }) {
  return (
    <span className="kbds" aria-hidden={decorative || undefined}>
      {keys.map((k) => (
        <Kbd key={k} value={k} />
      ))}
    </span>
  );
}
