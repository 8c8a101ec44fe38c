/**
 * The icons only content and the renderers name (content-icons.generated.ts), loaded on
 * demand: with the prose renderer (prose-loader.ts), or when an icon outside the
 * interface's own map must be drawn. Until then a hydrating Icon keeps the server's markup.
 */
import { atom } from 'nanostores';

export type IconBody = { body: string; w?: number; h?: number };

/** The map once loaded; components subscribe to redraw with it. */
export const $contentIcons = atom<Readonly<Record<string, IconBody>> | null>(null);

let loading: Promise<void> | null = null;

export function prepareContentIcons(): Promise<void> {
  if ($contentIcons.get()) return Promise.resolve();
  loading ??= import('./content-icons.generated.ts').then(
    (m) => $contentIcons.set(m.icons),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Tests (and callers that bundle the map anyway) hand it over synchronously. */
export function provideContentIcons(icons: Readonly<Record<string, IconBody>>): void {
  $contentIcons.set(icons);
}
