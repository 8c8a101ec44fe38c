/**
 * Webpack's federation host provides a shared module only when its own code requests it,
 * and remotes never bundle a fallback (`import: false`), so every singleton a remote may use
 * must be requested here. The first-paint ones are in the entry already (eager); the others
 * are lazy chunks: nothing loads until a remote asks the share scope for one. Keep in step
 * with SHARED_SINGLETONS (a test compares the two lists).
 */
export const PROVIDED_TO_REMOTES = {
  '@ark-ui/react/dialog': () => import('@ark-ui/react/dialog'),
  '@ark-ui/react/menu': () => import('@ark-ui/react/menu'),
  '@ark-ui/react/popover': () => import('@ark-ui/react/popover'),
  '@ark-ui/react/portal': () => import('@ark-ui/react/portal'),
  '@site/kit': () => import('@site/kit'),
  i18next: () => import('i18next'),
  nanostores: () => import('nanostores'),
  '@nanostores/react': () => import('@nanostores/react'),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
} as const;
