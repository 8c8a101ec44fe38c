/**
 * `npm start`: builds what is missing, then runs the whole site on loopback with the
 * gateway on http://localhost:3000. `npm run dev` does the same with content watching.
 */
import { missingBuilds, runBuilds, somethingToBuild } from './build-missing.ts';
import { machineShellWorkers } from './processes.ts';
import { runSite, stopAllChildren } from './run-site.ts';

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

async function main() {
  const plan = missingBuilds({ servers: !dev });
  if (somethingToBuild(plan)) await runBuilds(plan);
  await runSite({
    dev,
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
