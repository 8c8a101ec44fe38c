/**
 * The modules shared as singletons between the shell and every remote (ARCHITECTURE.md:
 * one React, one kit, one Ark UI, one i18next, one nanostores — so one colour-mode store, one locale,
 * one router). The shell provides them; remotes never bundle their own copy (`import: false`).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@site/contracts',
  '@site/contracts/client',
  '@site/kit',
  // Ark UI by entry point (each brings its zag machines): one copy for the shell and every
  // remote. A remote that imports another Ark entry must add it here.
  '@ark-ui/react/collapsible',
  '@ark-ui/react/dialog',
  '@ark-ui/react/menu',
  '@ark-ui/react/popover',
  '@ark-ui/react/portal',
  'i18next',
  'react-i18next',
  'nanostores',
  '@nanostores/react',
] as const;

export type SharedName = (typeof SHARED_SINGLETONS)[number];

type SharedConfig = Record<string, { singleton: true; requiredVersion: false; import?: false; eager?: boolean }>;

/** Webpack `shared` option: the host provides, remotes consume. */
export function sharedConfig(role: 'host' | 'remote'): SharedConfig {
  const out: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    out[name] =
      role === 'remote' ? { singleton: true, requiredVersion: false, import: false } : { singleton: true, requiredVersion: false };
  }
  return out;
}

/**
 * Federation runtime options of the browser builds, trimmed to what they use: no manifest,
 * so no snapshot plugin; a web target, so no Node branches; and a remote never loads another
 * remote, so its container leaves the remote loader out (about 8 KB gzip off each
 * remoteEntry.js, 3 KB off the shell's main.js). The Node containers keep the defaults.
 */
export const BROWSER_FEDERATION_EXPERIMENTS = {
  host: { optimization: { disableSnapshot: true, target: 'web' } },
  remote: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
} as const;
