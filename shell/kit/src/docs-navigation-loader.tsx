/**
 * The docs navigation tree (DocsNavigation.tsx: the tree, its keyboard and the loading of
 * collapsed folders) is loaded on demand: only docs pages draw it, so the other pages' first
 * load does not carry it. Whoever renders a docs page makes it ready first
 * (`prepareDocsNavigation`, as `prepareProse` for bodies), on the server and in the browser,
 * so the tree renders synchronously and hydration draws what the server drew.
 */
import { useEffect, useState } from 'react';
import type { DocsNavigationProps } from './DocsNavigation.tsx';

type Tree = typeof import('./DocsNavigation.tsx');

let ready: Tree | null = null;
let loading: Promise<Tree> | null = null;

/** Loads the tree once; later calls resolve at once. A failed load is tried again next time. */
export function prepareDocsNavigation(): Promise<void> {
  if (ready) return Promise.resolve();
  loading ??= import('./DocsNavigation.tsx').then(
    (tree) => (ready = tree),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading.then(() => undefined);
}

/** Tests (and any caller that bundles the tree anyway) hand it over synchronously. */
export function provideDocsNavigation(tree: Tree): void {
  ready = tree;
}

/** The docs navigation tree, drawn once `prepareDocsNavigation` made it ready (loaded here otherwise). */
export function DocsNavigation(props: DocsNavigationProps) {
  const [tree, setTree] = useState(ready);
  useEffect(() => {
    if (tree) return;
    let live = true;
    prepareDocsNavigation().then(
      () => live && setTree(ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tree]);
  if (!tree) return null;
  const Tree = tree.DocsNavigation;
  return <Tree {...props} />;
}
