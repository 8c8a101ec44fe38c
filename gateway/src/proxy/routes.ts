/**
 * Which upstream owns which path (ARCHITECTURE.md). Paths are forwarded whole: the content
 * service and the remote asset servers serve under the same prefixes the browser uses.
 * The most specific prefix wins (the router prefers static segments); `/` catches the rest.
 */
import type { UpstreamName } from '../settings.ts';

export interface ProxyRoute {
  prefix: string;
  upstream: UpstreamName;
}

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  { prefix: '/__nuxt_content', upstream: 'content' },
  { prefix: '/api/content', upstream: 'content' },
  { prefix: '/_content', upstream: 'content' },
  { prefix: '/_remotes/docs', upstream: 'docs' },
  { prefix: '/_remotes/blog', upstream: 'blog' },
  { prefix: '/_remotes/templates', upstream: 'templates' },
  { prefix: '/_remotes/studio', upstream: 'studio' },
  // Pages, /_shell/* assets, /builds/*, robots, sitemap, llms.txt: the shell.
  { prefix: '/', upstream: 'shell' },
];
