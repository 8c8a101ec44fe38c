import type { ReactNode } from 'react';
import { keyCapText, ownEntry } from '@site/contracts';

const KEY_NAMES: Record<string, string> = { meta: 'Meta', ctrl: 'Control', alt: 'Alt', shift: 'Shift' };

export function Kbd({ value, children }: { value?: string; children?: ReactNode }) {
  const key = (value ?? '').toLowerCase();
  const shown = children ?? keyCapText(value ?? '');
  return (
    <kbd className="kbd" title={ownEntry(KEY_NAMES, key)}>
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
