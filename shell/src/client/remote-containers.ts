/**
 * The browser's side of Module Federation, on webpack's own container runtime (the remotes'
 * browser builds are plain webpack containers, see remote-webpack-config.ts): a pinned
 * version's `remoteEntry.js` is loaded once, its container joins the shell's share scope
 * (so it takes React, the kit and every other singleton from the shell), and its exposed
 * modules are read from it. A few hundred bytes instead of the Module Federation 2 runtime
 * that each container and the shell would otherwise carry (about 16 KB gzip apiece).
 */

/** Webpack replaces these free variables in the shell's bundle with its sharing runtime. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

interface Container {
  init(scope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const SHARE_SCOPE = 'default';
const containers = new Map<string, Promise<Container>>();

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // The message names remoteEntry: the router's chunk-error check reloads the page once on it.
    script.onerror = () => {
      script.remove();
      reject(new Error(`Loading remoteEntry ${url} failed`));
    };
    script.onload = () => resolve();
    document.head.appendChild(script);
  });
}

/**
 * The container of `entry`, initialised. Each version's entry assigns the same global
 * (`var docs_app`); the global is read in the entry's own load event, which runs right after
 * that script and before any other, so two versions on one page never swap containers.
 */
function container(global: string, entry: string): Promise<Container> {
  let pending = containers.get(entry);
  if (!pending) {
    pending = (async () => {
      await loadScript(entry);
      const loaded = (window as unknown as Record<string, Container | undefined>)[global];
      if (!loaded || typeof loaded.get !== 'function') throw new Error(`Loading remoteEntry ${entry} defined no container ${global}`);
      await __webpack_init_sharing__(SHARE_SCOPE);
      await loaded.init(__webpack_share_scopes__[SHARE_SCOPE]);
      return loaded;
    })();
    containers.set(entry, pending);
    // A failed load is not remembered: the next navigation tries again.
    pending.catch(() => {
      if (containers.get(entry) === pending) containers.delete(entry);
    });
  }
  return pending;
}

/** The module a remote exposes as `./{name}`, from the container at `entry`. */
export async function loadExposed<T>(global: string, entry: string, name: string): Promise<T> {
  const factory = await (await container(global, entry)).get(`./${name}`);
  return factory() as T;
}
