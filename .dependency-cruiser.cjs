/**
 * Layering rules, checked in CI (`npm run lint:layers`). Why each exists is in its comment;
 * a new exception needs a reason in the README's architecture section.
 */
const REMOTE = '^[a-z-]+-app/';
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order and tree-shaking fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-build',
      severity: 'error',
      comment: 'Servers run in production without the build tooling; share code through a folder both import.',
      from: { path: '^(shell/src/(server|remote-server)|content-service/src/server|gateway/src)/' },
      to: { path: '^(shell/src/build|content-service/src/build)/' },
    },
    {
      name: 'remotes-use-public-indexes',
      severity: 'error',
      comment: 'Remotes take the kit and the contracts from the shell at runtime: only their public entry points exist there.',
      from: { path: REMOTE },
      to: {
        path: '^shell/',
        pathNot: '^shell/(kit/src/index\\.ts|kit/src/testing/index\\.ts|contracts/src/(shared|client|server)/index\\.ts)$',
      },
    },
    {
      name: 'remotes-independent',
      severity: 'error',
      comment: 'A remote deploys on its own: it never imports another remote ($1 is the importing remote).',
      from: { path: '^([a-z-]+-app)/' },
      to: { path: '^[a-z-]+-app/', pathNot: '^$1/' },
    },
    {
      name: 'contracts-react-free',
      severity: 'error',
      comment: 'The contracts are read by the gateway and content-service: no React, no UI kit.',
      from: { path: '^shell/contracts/' },
      to: { path: '(^shell/kit/|node_modules/(react|react-dom|@ark-ui|react-i18next|nanostores)/)' },
    },
    {
      name: 'shared-code-not-node',
      severity: 'error',
      comment: 'Shared contracts run in the browser too (DOM types are kept out by its tsconfig).',
      from: { path: '^shell/contracts/src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'kit-not-shell-or-remotes',
      severity: 'error',
      comment: 'The kit serves every section and names none of them.',
      from: { path: '^shell/kit/src/' },
      to: { path: '^(shell/src|(docs|blog|templates|studio)-app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|node_modules/\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
  },
};
