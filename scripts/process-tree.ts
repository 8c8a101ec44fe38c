/** Process-tree lookups from Linux /proc: the shell's render processes are its children. */
import fs from 'node:fs';

/** The processes `pid` started. */
export function childPids(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
}
