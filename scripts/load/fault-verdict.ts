/**
 * What a fault run must show, as readable failures (empty when it holds): the shared verdict
 * of `npm run test:faults` and its CI short form.
 */
import type { FaultRun } from './faults.ts';

/** The gateway is never restarted: after the faults its memory must come back near where it was. */
const MEMORY_SLACK = { factor: 1.5, bytes: 48 * 1024 * 1024 };

export function faultRunProblems(run: FaultRun): string[] {
  const problems: string[] = [];
  for (const f of run.faults) {
    if (!f.fallbackSeen) problems.push(`${f.name}: the designed fallback was never answered`);
    if (!f.recovered) problems.push(`${f.name}: the site did not recover after the repair`);
  }
  const { unexpected, hung } = run.readers.outcomes;
  if (unexpected + hung > 0) {
    problems.push(`${unexpected} unexpected and ${hung} hung answers under load: ${JSON.stringify(run.readers.failures.slice(0, 5))}`);
  }
  if (!run.brokenBuild.refused) problems.push('a content build with a broken file succeeded');
  if (!run.brokenBuild.sameBuildServed) problems.push('a broken content build replaced the build being served');
  const before = run.memoryBefore.gateway;
  const after = run.memoryAfter.gateway;
  if (before && after && after > before * MEMORY_SLACK.factor + MEMORY_SLACK.bytes) {
    problems.push(`gateway memory did not come back: ${before} bytes before, ${after} after`);
  }
  return problems;
}
