/**
 * `npm start`: builds what is missing, then runs the whole site on loopback with the
 * gateway on http://localhost:3000. `npm run dev` does the same with content watching.
 */
import { missingBuilds, runBuilds, somethingToBuild } from './build-missing.ts';
import { machineShellWorkers } from './processes.ts';
import { runSite, stopAllChildren, type WaitingState } from './run-site.ts';

const dev = process.argv.includes('--dev');

// Registered first, so Ctrl-C also stops the processes of a start that is still under way.
let stopping = false;
const shutdown = (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  void stopAllChildren().then(() => process.exit(code));
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/**
 * Says why the start is waiting for content-service, once per change of state and every 30 s
 * of a long first build: a start that only went quiet looked hung, and one that gave up after
 * two minutes blamed readiness for a content file the author could fix.
 */
function contentWaitingNotice(dev: boolean): (state: WaitingState, waitedMs: number) => void {
  let said: WaitingState | null = null;
  let lastBuildingNote = 0;
  return (state, waitedMs) => {
    if (state === 'not-built' && said !== 'not-built') {
      console.log(
        dev
          ? '[start] content: nothing to serve yet: the first content build failed (its errors are above). Fix the files it names and save: the site starts as soon as they build.'
          : '[start] content: nothing to serve yet: the content has not been built.',
      );
    } else if (state === 'starting' && waitedMs - lastBuildingNote >= 30_000) {
      lastBuildingNote = waitedMs;
      console.log(`[start] content: still building the content (${Math.round(waitedMs / 1000)} s); the site starts when it is done.`);
    }
    said = state;
  };
}

async function main() {
  const plan = missingBuilds({ servers: !dev });
  if (somethingToBuild(plan)) await runBuilds(plan);
  await runSite({
    dev,
    // A first build takes as long as the corpus needs (minutes at 100,000 pages), and in dev a
    // failed one waits for the fix: content-service either answers, or exits and says why.
    contentReadyTimeoutMs: Number.POSITIVE_INFINITY,
    onContentWaiting: contentWaitingNotice(dev),
    // Dev restarts on every server change: one render process starts fastest.
    env: dev ? {} : { SHELL_WORKERS: machineShellWorkers() },
    onExit: (name, code) => {
      if (stopping) return;
      console.error(`[start] ${name} stopped (exit code ${code}); stopping the site`);
      shutdown(code || 1);
    },
  });
  console.log(
    `\n  Site running on http://localhost:${process.env.GATEWAY_PORT ?? 3000}${dev ? ' (dev: content changes rebuild live)' : ''}\n  Ctrl-C stops every process.\n`,
  );
}

main().catch((err: unknown) => {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
