/**
 * The prose renderer (prose-tree.tsx) is loaded on demand: the server and client navigation
 * render bodies with it, while a first load keeps the bodies the server rendered and never
 * needs it. Whoever renders a page makes it ready first (`prepareProse`, as `prepareTexts`
 * for the texts), so rendering stays synchronous.
 */
import { prepareIcons } from '../icon-maps.ts';

type ProseTree = typeof import('./prose-tree.tsx');

let ready: ProseTree | null = null;
let loading: Promise<ProseTree> | null = null;

/** Loads the renderer once; later calls resolve at once. A failed load is tried again next time. */
export function prepareProse(): Promise<void> {
  if (ready) return Promise.resolve();
  // The icon maps come with it: bodies and the landing blocks draw content icons, and a
  // page rendered here draws the interface's icons too (a first load hydrates without them).
  loading ??= Promise.all([import('./prose-tree.tsx'), prepareIcons()]).then(
    ([tree]) => {
      ready = tree;
      return tree;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading.then(() => undefined);
}

/** The renderer, once `prepareProse` made it ready (whoever renders a page does so first). */
export function proseTree(): ProseTree | null {
  return ready;
}

/** Tests (and any caller that bundles the renderer anyway) hand it over synchronously. */
export function provideProseTree(tree: ProseTree): void {
  ready = tree;
}
