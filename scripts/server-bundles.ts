/**
 * The servers as production runs them: each entry compiled by esbuild into one ES module in
 * its package's dist folder. Workspace packages (@site/*, TypeScript) are bundled in; every
 * package from node_modules stays an import, resolved at run time from the same node_modules.
 *
 * Output folders sit at the same depth below the repository as the source modules that
 * compute paths from `import.meta.url` (shell/src/federation/remotes.ts finds the repository
 * three folders up, content-service/src/config.ts its package one up), so those paths mean
 * the same compiled as from source. The site tests run these outputs, which keeps that true.
 */
export interface ServerBundle {
  /** Repository-relative TypeScript entry. */
  source: string;
  /** Repository-relative compiled file. */
  out: string;
}

export const SERVER_BUNDLES = {
  gateway: { source: 'gateway/src/main.ts', out: 'gateway/dist/main.js' },
  shell: { source: 'shell/src/server/main.ts', out: 'shell/dist/server/main.js' },
  remote: { source: 'shell/src/remote-server/serve-remote.ts', out: 'shell/dist/server/serve-remote.js' },
  content: { source: 'content-service/src/cli/serve.ts', out: 'content-service/dist/serve.js' },
  contentBuild: { source: 'content-service/src/cli/build.ts', out: 'content-service/dist/build.js' },
  // Worker threads: started next to the bundle that needs them (content-service/src/shared/start-worker.ts).
  parseWorker: { source: 'content-service/src/build/parse-worker.ts', out: 'content-service/dist/parse-worker.js' },
  indexWorker: { source: 'content-service/src/search/index-worker.ts', out: 'content-service/dist/index-worker.js' },
  settleWorker: { source: 'content-service/src/build/settle-worker.ts', out: 'content-service/dist/settle-worker.js' },
} as const satisfies Record<string, ServerBundle>;

export type ServerBundleName = keyof typeof SERVER_BUNDLES;
