export { buildContent, type BuildOptions, type BuildResult } from './build/build-content.ts';
export { watchContent, type WatchOptions, type ContentWatcher, type RebuildResult } from './build/watch.ts';
export { createContentServer, type ContentServerOptions } from './server/create-server.ts';
export { resolvePaths, DB_FILE_NAME } from './config.ts';
export { ContentError, ContentBuildError, formatDiagnostic, type Diagnostic, type ContentErrorCode } from './errors.ts';
export { validateQuery, QUERY_LIMITS } from './sql/validate-query.ts';
export type { BuildHooks } from './build/page.ts';
