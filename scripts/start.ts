/**
 * `npm start`: builds what is missing, then runs the whole site on loopback with the
 * gateway on http://localhost:3000. `npm run dev` does the same with content watching.
 */
import { missingBuilds, runBuilds } from './build-missing.ts';
import { runSite } from './run-site.ts';

const dev = process.argv.includes('--dev');

async function main() {
  const plan = missingBuilds();
  if (plan.content || plan.shell || plan.remotes.length) await runBuilds(plan);
  const site = await runSite({
    dev,
    onExit: (name, code) => {
      console.error(`[start] ${name} stopped (exit code ${code}); stopping the site`);
      void site.stop().then(() => process.exit(code || 1));
    },
  });
  console.log(`\n  Site running on http://localhost:${process.env.GATEWAY_PORT ?? 3000}${dev ? ' (dev: content changes rebuild live)' : ''}\n  Ctrl-C stops every process.\n`);
  const shutdown = () => {
    console.log('\n[start] stopping…');
    void site.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
