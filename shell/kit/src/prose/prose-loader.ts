/**
 * The prose renderer (prose-tree.tsx) is loaded on demand: the server and client navigation
 * render bodies with it, while a first load keeps the bodies the server rendered and never
 * needs it. Whoever renders a page makes it ready first (`prepareProse`, as `prepareTexts`
 * for the texts), so rendering stays synchronous.
 */
import { prepareContentIcons } from '../content-icons.ts';
import { loadOnce } from '../load-once.ts';

type ProseTree = typeof import('./prose-tree.tsx');

// The content icons come with it: bodies and the landing blocks draw them.
const renderer = loadOnce(() => Promise.all([import('./prose-tree.tsx'), prepareContentIcons()]).then(([tree]) => tree));

/** Loads the renderer once; later calls resolve at once. A failed load is tried again next time. */
export const prepareProse = (): Promise<void> => renderer.prepare();

/** The renderer, once `prepareProse` made it ready (whoever renders a page does so first). */
export const proseTree = (): ProseTree | null => renderer.ready();

/** Tests (and any caller that bundles the renderer anyway) hand it over synchronously. */
export const provideProseTree = (tree: ProseTree): void => renderer.provide(tree);
