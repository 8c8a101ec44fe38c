/**
 * The generated icon maps, each a chunk loaded on demand: the interface's own icons
 * (icons.generated.ts), loaded once a page is idle or when the interface draws an icon the
 * server did not, and those only content and the renderers name (content-icons.generated.ts),
 * loaded with the prose renderer (prose-loader.ts) or when such an icon must be drawn. A
 * hydrating Icon keeps the server's markup until its map is there, so a first load needs
 * neither map; whoever renders a page itself (the server, a client navigation) prepares
 * them first (`prepareIcons`).
 */
import { atom, type WritableAtom } from 'nanostores';

export type IconBody = { body: string; w?: number; h?: number };
type IconMap = Readonly<Record<string, IconBody>>;

interface LazyIconMap {
  /** The map once loaded; components subscribe to redraw with it (tests may empty it). */
  $icons: WritableAtom<IconMap | null>;
  /** Loads the map once; later calls resolve at once. A failed load is tried again next time. */
  prepare(): Promise<void>;
  /** Tests (and callers that bundle the map anyway) hand it over synchronously. */
  provide(icons: IconMap): void;
}

function lazyIconMap(importer: () => Promise<{ icons: IconMap }>): LazyIconMap {
  const $icons = atom<IconMap | null>(null);
  let loading: Promise<void> | null = null;
  return {
    $icons,
    prepare() {
      if ($icons.get()) return Promise.resolve();
      loading ??= importer().then(
        (m) => $icons.set(m.icons),
        (err: unknown) => {
          loading = null;
          throw err;
        },
      );
      return loading;
    },
    provide: (icons) => $icons.set(icons),
  };
}

export const interfaceIcons = lazyIconMap(() => import('./icons.generated.ts'));
export const contentIcons = lazyIconMap(() => import('./content-icons.generated.ts'));

/** Both maps, for a render that draws icons the server may not have drawn (any page rendered here). */
export function prepareIcons(): Promise<void> {
  return Promise.all([interfaceIcons.prepare(), contentIcons.prepare()]).then(() => undefined);
}
