/**
 * The icons only content and the renderers name (content-icons.generated.ts), loaded on
 * demand: with the prose renderer (prose-loader.ts), or when an icon outside the
 * interface's own map must be drawn. Until then a hydrating Icon keeps the server's markup.
 */
import { atom } from 'nanostores';
import { loadOnce } from './load-once.ts';

export type IconBody = { body: string; w?: number; h?: number };

/** The map once loaded; components subscribe to redraw with it. */
export const $contentIcons = atom<Readonly<Record<string, IconBody>> | null>(null);

const map = loadOnce(
  () => import('./content-icons.generated.ts').then((m) => m.icons),
  (icons) => $contentIcons.set(icons),
);

export const prepareContentIcons = (): Promise<void> => map.prepare();

/** Tests (and callers that bundle the map anyway) hand it over synchronously. */
export const provideContentIcons = (icons: Readonly<Record<string, IconBody>>): void => map.provide(icons);
