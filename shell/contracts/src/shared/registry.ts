/**
 * The one list of the site's processes: every service and remote, with its port variable,
 * default port, the URL prefixes the gateway routes to it, its health path and, for a
 * remote, its workspace folder, federation container and exposed module. Start, build,
 * gateway routing, shell federation, tests and the deploy manifests all read this list;
 * adding a remote starts here.
 */

interface ServiceBase {
  /** Prefix of its environment variables: `${envPrefix}_PORT`, `${envPrefix}_URL`. */
  envPrefix: string;
  defaultPort: number;
  /** Path answering 200 once the process is ready (readiness probes, start-up wait). */
  healthPath: string;
  /** URL path prefixes the gateway forwards to it (the most specific prefix wins). */
  routePrefixes: readonly string[];
}

export interface RemoteDeclaration extends ServiceBase {
  kind: 'remote';
  /** Workspace folder under the repository root, e.g. `docs-app`. */
  folder: string;
  /** Module Federation container name, e.g. `docs_app`. */
  container: string;
  /** The modules the container exposes, as webpack's `exposes` option. */
  exposes: Readonly<Record<string, string>>;
  /** Modules only its Node container exposes (`./islands`: server-rendered components). */
  serverExposes: Readonly<Record<string, string>>;
  /** Island components it renders on the server for `/__nuxt_island/{name}_{hash}.json`. */
  islands: readonly string[];
}

export interface ServiceDeclaration extends ServiceBase {
  kind: 'gateway' | 'host' | 'content';
}

/** A remote asset server's liveness path: alive without a published version, which its healthPath (readiness) is not. */
export const REMOTE_LIVE_PATH = '/healthz/live';

const remote = (name: string, defaultPort: number, islands: readonly string[] = []): RemoteDeclaration => ({
  kind: 'remote',
  envPrefix: `${name.toUpperCase()}_APP`,
  defaultPort,
  healthPath: '/healthz',
  routePrefixes: [`/_remotes/${name}`],
  folder: `${name}-app`,
  container: `${name}_app`,
  exposes: { './pages': './src/pages.ts' },
  serverExposes: islands.length ? { './islands': './src/islands.ts' } : {},
  islands,
});

export const REMOTES = {
  docs: remote('docs', 3201),
  blog: remote('blog', 3202),
  templates: remote('templates', 3203),
  studio: remote('studio', 3204, ['PricingComparison']),
} as const satisfies Record<string, RemoteDeclaration>;

export const SERVICES = {
  gateway: { kind: 'gateway', envPrefix: 'GATEWAY', defaultPort: 3000, healthPath: '/healthz', routePrefixes: [] },
  // Pages, payloads, islands, /_shell/* assets, /builds/*, robots, sitemap, llms.txt: everything no one else claims.
  shell: { kind: 'host', envPrefix: 'SHELL', defaultPort: 3001, healthPath: '/builds/latest.json', routePrefixes: ['/'] },
  content: {
    kind: 'content',
    envPrefix: 'CONTENT_SERVICE',
    defaultPort: 3100,
    healthPath: '/api/content/info',
    // `/api/_nuxt_icon`: the icon API of spec §7, served from the installed Iconify sets.
    routePrefixes: ['/__nuxt_content', '/api/content', '/api/_nuxt_icon', '/_content'],
  },
  ...REMOTES,
} as const satisfies Record<string, ServiceDeclaration | RemoteDeclaration>;

export type RemoteName = keyof typeof REMOTES;
export type ServiceName = keyof typeof SERVICES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/** Module Federation container name of a remote, e.g. `docs_app`. */
export function remoteContainer(name: RemoteName): string {
  return REMOTES[name].container;
}

/** The remote that renders an island component, if any does. */
export function islandOwner(name: string): RemoteName | undefined {
  return (Object.keys(REMOTES) as RemoteName[]).find((remote) => REMOTES[remote].islands.includes(name));
}
