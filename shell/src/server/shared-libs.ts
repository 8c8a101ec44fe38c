/**
 * The singletons the shell provides to remotes on the server: the very module objects
 * this process renders with, so a remote's React is the shell's React and a nanostores atom
 * set in a remote is the one the header reads.
 */
import { createRequire } from 'node:module';
import * as kit from '@site/kit';
import * as arkDialog from '@ark-ui/react/dialog';
import * as arkMenu from '@ark-ui/react/menu';
import * as arkPopover from '@ark-ui/react/popover';
import * as arkPortal from '@ark-ui/react/portal';
import * as nanostores from 'nanostores';
import * as nanostoresReact from '@nanostores/react';
import { SHARED_SINGLETONS, type SharedName } from '../federation/shared-modules.ts';

const require = createRequire(import.meta.url);

function versionOf(pkg: string): string {
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** CommonJS packages are shared as their `module.exports` (the object React itself uses). */
const libs: Record<SharedName, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  i18next: () => require('i18next'),
  nanostores: () => nanostores,
  '@nanostores/react': () => nanostoresReact,
  '@site/kit': () => kit,
  '@ark-ui/react/dialog': () => arkDialog,
  '@ark-ui/react/menu': () => arkMenu,
  '@ark-ui/react/popover': () => arkPopover,
  '@ark-ui/react/portal': () => arkPortal,
};

export function serverSharedConfig() {
  const shared: Record<string, { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: false } }> = {};
  for (const name of SHARED_SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    shared[name] = { version: versionOf(pkg), lib: libs[name], shareConfig: { singleton: true, requiredVersion: false } };
  }
  return shared;
}
