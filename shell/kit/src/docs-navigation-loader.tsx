/**
 * The docs navigation tree (DocsNavigation.tsx: the tree, its keyboard and the loading of
 * collapsed folders) is loaded on demand: only docs pages draw it, so the other pages' first
 * load does not carry it. Whoever renders a docs page makes it ready first
 * (`prepareDocsNavigation`, as `prepareProse` for bodies), on the server and in the browser,
 * so the tree renders synchronously and hydration draws what the server drew.
 */
import { useEffect, useState } from 'react';
import type { DocsNavigationProps } from './DocsNavigation.tsx';
import { loadOnce } from './load-once.ts';

type Tree = typeof import('./DocsNavigation.tsx');

const tree = loadOnce(() => import('./DocsNavigation.tsx'));

/** Loads the tree once; later calls resolve at once. A failed load is tried again next time. */
export const prepareDocsNavigation = (): Promise<void> => tree.prepare();

/** Tests (and any caller that bundles the tree anyway) hand it over synchronously. */
export const provideDocsNavigation = (module: Tree): void => tree.provide(module);

/** The docs navigation tree, drawn once `prepareDocsNavigation` made it ready (loaded here otherwise). */
export function DocsNavigation(props: DocsNavigationProps) {
  const [module, setModule] = useState(tree.ready);
  useEffect(() => {
    if (module) return;
    let live = true;
    tree.prepare().then(
      () => live && setModule(tree.ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (!module) return null;
  const Tree = module.DocsNavigation;
  return <Tree {...props} />;
}
