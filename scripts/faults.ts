/**
 * `npm run test:faults`: faults under load on the compiled site (scripts/load/faults.ts):
 * every remote's asset server, the shell and content-service crash and restart, the
 * gateway's connection to the shell hangs, and a broken content build is attempted, all
 * while readers replay the browse mix. Prints each fault's figures, the answers by outcome
 * and each process's memory; exits 1 when anything the run must show does not hold.
 */
import { faultRunProblems } from './load/fault-verdict.ts';
import { runFaults } from './load/faults.ts';
import { mib } from './load/process-memory.ts';
import { startLoadSite } from './load/site-load.ts';
import { siteProcesses } from './processes.ts';

const site = await startLoadSite({ GATEWAY_CACHE: 'off' });
try {
  console.log(`\nfaults under load on ${site.url} (browse mix, 3 readers, edge cache off)\n`);
  const run = await runFaults(site, {
    faults: ['remotes', 'shell', 'content', 'hung-upstream', 'broken-build'],
    log: (line) => console.log(line),
  });
  const { total, outcomes, slowestMs } = run.readers;
  console.log(
    `\nanswers: ${total} (${Object.entries(outcomes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}); slowest ${Math.round(slowestMs)} ms`,
  );
  console.log(`\n${'process'.padEnd(16)} ${'RSS before'.padStart(11)} ${'RSS after'.padStart(11)}   (restarted processes start afresh)`);
  for (const p of siteProcesses())
    console.log(`${p.name.padEnd(16)} ${mib(run.memoryBefore[p.name]).padStart(11)} ${mib(run.memoryAfter[p.name]).padStart(11)}`);
  const problems = faultRunProblems(run);
  console.log(problems.length ? `\nFAILED:\n- ${problems.join('\n- ')}` : '\nevery answer was a normal page or the designed fallback');
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await site.close();
}
