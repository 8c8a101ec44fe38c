/**
 * `npm start`: serves the content API, building first when there is no database or the
 * sources changed since it was built (a failed build keeps the last good one serving).
 * `--watch` (or `--dev`): dev mode, rebuilding changed files incrementally.
 * `--no-build`: serves the database as it was built, and never builds (the container image:
 * one content release, built with the image, on a read-only filesystem); exits 1 without one.
 */
import fs from 'node:fs';
import { listenHost, listenOrExit, observedServerOptions, serviceAddress, stopOnSignals } from '@site/contracts/server';
import { ensureFreshBuild } from '../build/fresh-build.ts';
import { watchContent } from '../build/watch.ts';
import { ContentBuildError } from '../errors.ts';
import { createContentServer } from '../server/create-server.ts';
import { tuneGcForBuilds } from '../build/gc-tuning.ts';
import { dataDirProblem, resolvePaths } from '../config.ts';

tuneGcForBuilds();
const dev = process.argv.includes('--watch') || process.argv.includes('--dev');
const noBuild = process.argv.includes('--no-build');

// Building (or watching) writes the database: a folder it cannot write stops the start, named.
const dataProblem = noBuild ? null : dataDirProblem(resolvePaths().dataDir);
if (dataProblem) {
  console.error(`[content] ${dataProblem}`);
  process.exit(1);
}

if (dev) {
  await watchContent({});
} else if (noBuild) {
  const { dbPath } = resolvePaths();
  if (!fs.existsSync(dbPath)) {
    console.error(
      `[content] --no-build: there is no content database at ${dbPath}: build it first (node content-service/dist/build.js) or point CONTENT_DATA_DIR at its folder`,
    );
    process.exit(1);
  }
} else {
  try {
    await ensureFreshBuild({});
  } catch (err) {
    if (!(err instanceof ContentBuildError)) console.error(err);
    console.error('[content] there is no content database to serve: fix the build and start again');
    process.exit(1);
  }
}
const app = await createContentServer({ dev, logger: observedServerOptions('content').logger });
const address = serviceAddress('content');
await listenOrExit('content', app, address);
app.log.info(`content: serving on http://${listenHost()}:${address.port}${dev ? ' (watching content/)' : ''}`);
stopOnSignals('content', () => [app]);
