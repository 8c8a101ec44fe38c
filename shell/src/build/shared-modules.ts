/**
 * The modules shared as singletons between the shell and every remote (ARCHITECTURE.md:
 * one React, one kit, one i18next, one nanostores — so one colour-mode store, one locale,
 * one router). The shell provides them; remotes never bundle their own copy (`import: false`).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@site/kit',
  '@site/kit/client',
  '@site/kit/ui',
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
    out[name] = role === 'remote' ? { singleton: true, requiredVersion: false, import: false } : { singleton: true, requiredVersion: false };
  }
  return out;
}
