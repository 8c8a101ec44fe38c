import { useEffect, useState } from 'react';
import type { IconRef } from '@site/contracts';
import type { IconBody } from './remote-icons.ts';

/**
 * An icon from the icon API, once loaded. Empty on the server and during hydration (the
 * markup matches), filled in after mount. The API client (remote-icons.ts) is a chunk of its
 * own, loaded by the first icon that needs it: an icon named only by new content is rare.
 */
export function useRemoteIcon(ref: IconRef | null): IconBody | null {
  const [icon, setIcon] = useState<IconBody | null>(null);
  const prefix = ref?.prefix;
  const name = ref?.name;
  useEffect(() => {
    if (!prefix || !name) return;
    let live = true;
    import('./remote-icons.ts').then(
      async ({ loadIcon, loadedIcon }) => {
        const known = loadedIcon({ prefix, name });
        const loaded = known === undefined ? await loadIcon({ prefix, name }) : known;
        if (live) setIcon(loaded);
      },
      (err: unknown) => console.warn(`[Icon] failed to load icon ${prefix}:${name}: ${(err as Error).message}`),
    );
    return () => {
      live = false;
    };
  }, [prefix, name]);
  return icon;
}
