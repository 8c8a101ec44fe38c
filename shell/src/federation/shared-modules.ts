/**
 * The modules shared as singletons between the shell and every remote (ARCHITECTURE.md:
 * one React, one kit, one Ark UI, one i18next, one nanostores — so one colour-mode store, one locale,
 * one router). The shell provides them; remotes never bundle their own copy (`import: false`).
 *
 * The React-free contracts (`@site/contracts`) are not among them: they hold no state, and a
 * shared module is provided whole, so every build bundles only the contracts it calls (a
 * remote's view a few helpers; the collection schemas and the sanitizer stay on the server
 * and in the content build).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@site/kit',
  // Ark UI by entry point (each brings its zag machines): one copy for the shell and every
  // remote. A remote that imports another Ark entry must add it here.
  '@ark-ui/react/dialog',
  '@ark-ui/react/menu',
  '@ark-ui/react/popover',
  '@ark-ui/react/portal',
  'i18next',
  'nanostores',
  '@nanostores/react',
] as const;

export type SharedName = (typeof SHARED_SINGLETONS)[number];

/**
 * The singletons every page renders with: the shell bundles them with its entry (`eager`),
 * so the first page needs no round trip to reach them. The Ark UI entries are for overlays
 * opened on intent and stay chunks of their own, loaded when a component asks for them.
 */
const FIRST_PAINT: ReadonlySet<SharedName> = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@site/kit',
  'i18next',
  'nanostores',
  '@nanostores/react',
]);

type SharedConfig = Record<string, { singleton: true; requiredVersion: false; import?: false; eager?: boolean }>;

/** Webpack `shared` option: the host provides, remotes consume. */
export function sharedConfig(role: 'host' | 'remote'): SharedConfig {
  const out: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    out[name] =
      role === 'remote'
        ? { singleton: true, requiredVersion: false, import: false }
        : { singleton: true, requiredVersion: false, eager: FIRST_PAINT.has(name) };
  }
  return out;
}
