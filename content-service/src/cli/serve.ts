/**
 * `npm start`: serves the content API, building first when there is no database or the
 * sources changed since it was built (a failed build keeps the last good one serving).
 * `--watch` (or `--dev`): dev mode, rebuilding changed files incrementally.
 */
import { listenHost, observedServerOptions, serviceAddress, stopOnSignals } from '@site/contracts/server';
import { ensureFreshBuild } from '../build/fresh-build.ts';
import { watchContent } from '../build/watch.ts';
import { ContentBuildError } from '../errors.ts';
import { createContentServer } from '../server/create-server.ts';
import { tuneGcForBuilds } from '../build/gc-tuning.ts';

tuneGcForBuilds();
const dev = process.argv.includes('--watch') || process.argv.includes('--dev');

if (dev) {
  await watchContent({});
} else {
  try {
    await ensureFreshBuild({});
  } catch (err) {
    if (!(err instanceof ContentBuildError)) console.error(err);
    process.exit(1);
  }
}
const app = await createContentServer({ dev, logger: observedServerOptions('content').logger });
const { port } = serviceAddress('content');
const host = listenHost();
await app.listen({ port, host });
app.log.info(`content: serving on http://${host}:${port}${dev ? ' (watching content/)' : ''}`);
stopOnSignals('content', () => [app]);
