/**
 * Resolves the page component for a route in the browser: the shell's own home page, or a
 * remote's page loaded through federation from the version pinned in the page state.
 */
import { remoteContainer, type RemoteName, type RemotePage } from '@site/contracts';
import { prepareProse } from '@site/kit';
import { HomePage } from '../app/home-page.ts';
import { loadExposed } from './remote-containers.ts';

const registered = new Map<RemoteName, string>();

/** Registers exactly the remote versions the server rendered with. */
export function registerPinnedRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  for (const [name, version] of Object.entries(remotes) as Array<[RemoteName, string]>) registered.set(name, version);
}

type PagesModule = { pages: Record<string, RemotePage<unknown>> };

function loadPages(owner: RemoteName, version: string): Promise<PagesModule> {
  return loadExposed<PagesModule>(remoteContainer(owner), `/_remotes/${owner}/${version}/browser/remoteEntry.js`, 'pages');
}

const stylesLoaded = new Set<string>();

/** Adds a remote's stylesheet (pinned version) before its page renders. */
function ensureRemoteStyles(name: RemoteName, version: string): Promise<void> {
  const href = `/_remotes/${name}/${version}/browser/styles.css`;
  // Linked, or carried inline by the page the server rendered (`<style data-href>`).
  if (stylesLoaded.has(href) || document.querySelector(`link[href="${href}"], style[data-href="${href}"]`)) {
    stylesLoaded.add(href);
    return Promise.resolve();
  }
  stylesLoaded.add(href);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Loads a page's code without applying anything (no stylesheet), so a preload of a page the
 * reader may never open changes nothing on the current one: its remote's pages module and
 * the prose renderer its body is drawn with (a first load never needed it).
 */
export async function preloadPage(owner: RemoteName | 'shell'): Promise<void> {
  const version = owner === 'shell' ? undefined : registered.get(owner);
  await Promise.all([prepareProse(), version ? loadPages(owner as RemoteName, version) : undefined]);
}

export async function loadPage(owner: RemoteName | 'shell', page: string): Promise<RemotePage<unknown>> {
  if (owner === 'shell') return HomePage as RemotePage<unknown>;
  const version = registered.get(owner);
  if (!version) throw new Error(`No version of the ${owner} remote is known to this page`);
  const [mod] = await Promise.all([loadPages(owner, version), ensureRemoteStyles(owner, version)]);
  const found = mod?.pages[page];
  if (!found) throw new Error(`The ${owner} remote does not expose the page ${page}`);
  return found;
}
