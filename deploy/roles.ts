/**
 * The container roles: which container file builds each process's image, the image's name and
 * the compiled server it runs (scripts/server-bundles.ts). The Kubernetes manifests and the
 * container files are checked against this (deploy/test/containers.test.ts, k8s.test.ts).
 */
import { SERVICES, type ServiceName } from '@site/contracts';
import { SERVER_BUNDLES } from '../scripts/server-bundles.ts';

export interface Role {
  /** Repository-relative container file. */
  dockerfile: string;
  /** Image name (without registry or tag) for a process of this role. */
  image(name: ServiceName): string;
  /** The compiled server the image's CMD runs. */
  server: string;
  /** Resource sizing class in the manifests. */
  resources: 'gateway' | 'shell' | 'content' | 'remote';
}

export const ROLES = {
  gateway: {
    dockerfile: 'deploy/docker/gateway.Dockerfile',
    image: () => 'gateway',
    server: SERVER_BUNDLES.gateway.out,
    resources: 'gateway',
  },
  shell: { dockerfile: 'deploy/docker/shell.Dockerfile', image: () => 'shell', server: SERVER_BUNDLES.shell.out, resources: 'shell' },
  content: {
    dockerfile: 'deploy/docker/content.Dockerfile',
    image: () => 'content',
    server: SERVER_BUNDLES.content.out,
    resources: 'content',
  },
  // One container file for every remote: `--build-arg REMOTE=docs-app` picks the remote.
  remote: {
    dockerfile: 'deploy/docker/remote.Dockerfile',
    image: (name) => {
      const s = SERVICES[name];
      return 'folder' in s ? s.folder : name;
    },
    server: SERVER_BUNDLES.remote.out,
    resources: 'remote',
  },
} as const satisfies Record<string, Role>;

export const ROLE_OF: Record<ServiceName, Role> = Object.fromEntries(
  (Object.keys(SERVICES) as ServiceName[]).map((name) => {
    const kind = SERVICES[name].kind;
    const role = kind === 'gateway' ? ROLES.gateway : kind === 'host' ? ROLES.shell : kind === 'content' ? ROLES.content : ROLES.remote;
    return [name, role];
  }),
) as Record<ServiceName, Role>;
