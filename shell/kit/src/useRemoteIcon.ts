import { useEffect, useState } from 'react';
import type { IconRef } from '@site/contracts';
import { loadIcon, loadedIcon, type IconBody } from './remote-icons.ts';

/**
 * An icon from the icon API, once loaded. Empty on the server and during hydration (the
 * markup matches), filled in after mount.
 */
export function useRemoteIcon(ref: IconRef | null): IconBody | null {
  const [icon, setIcon] = useState<IconBody | null>(null);
  const prefix = ref?.prefix;
  const name = ref?.name;
  useEffect(() => {
    if (!prefix || !name) return;
    const ready = loadedIcon({ prefix, name });
    if (ready !== undefined) {
      setIcon(ready);
      return;
    }
    let live = true;
    void loadIcon({ prefix, name }).then((loaded) => {
      if (live) setIcon(loaded);
    });
    return () => {
      live = false;
    };
  }, [prefix, name]);
  return icon;
}
