/** Container files read as Docker would, since no engine runs here (deploy/test). */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/processes.ts';

export interface Instruction {
  op: string;
  args: string;
}

/** Instructions by stage, with line continuations joined and comments dropped. */
export function parseDockerfile(file: string): Array<{ name: string; instructions: Instruction[] }> {
  const lines = fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages: Array<{ name: string; instructions: Instruction[] }> = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^\s*(\S+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${stages.length}`, instructions: [] });
    stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

export interface RuntimeImage {
  /** The runtime stage's ENV, build arguments substituted. */
  env: Record<string, string>;
  /** The runtime stage's CMD, run from the image's WORKDIR. */
  cmd: string[];
  /** The command of its HEALTHCHECK (what `docker` and orchestrators without probes run). */
  healthcheck: string[];
}

/**
 * Lays out in `dir` (the image's WORKDIR) what the runtime stage of `file` copies, taken from
 * the built repository; the production dependencies stage is the repository's node_modules
 * folders.
 */
export function assembleRuntime(file: string, args: Record<string, string>, dir: string): RuntimeImage {
  const expand = (text: string) => text.replace(/\$(\w+)/g, (_, name: string) => args[name] ?? '');
  const runtime = parseDockerfile(file).at(-1)!.instructions;
  const env: Record<string, string> = {};
  for (const { op, args: line } of runtime) {
    if (op === 'ENV') {
      for (const pair of line.trim().split(/\s+/)) {
        const at = pair.indexOf('=');
        env[pair.slice(0, at)] = expand(pair.slice(at + 1));
      }
    }
    if (op !== 'COPY') continue;
    const parts = line.split(/\s+/).filter((p) => !p.startsWith('--'));
    const dest = path.join(dir, expand(parts.at(-1)!));
    const sources = parts.slice(0, -1).map((p) => expand(p.replace(/^\/app\//, '')));
    for (const source of sources) {
      const target = sources.length > 1 || dest.endsWith('/') || parts.at(-1) === './' ? path.join(dest, path.basename(source)) : dest;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Installed packages are the repository's own (the lockfile lays both out alike).
      if (path.basename(source) === 'node_modules') fs.symlinkSync(path.join(ROOT, source), target, 'dir');
      else fs.cpSync(path.join(ROOT, source), target, { recursive: true, preserveTimestamps: true });
    }
  }
  const cmd = JSON.parse(runtime.filter((i) => i.op === 'CMD').at(-1)!.args) as string[];
  const check = runtime.find((i) => i.op === 'HEALTHCHECK')?.args ?? '';
  const healthcheck = check.includes('CMD ') ? (JSON.parse(check.slice(check.indexOf('CMD ') + 4)) as string[]) : [];
  return { env, cmd, healthcheck };
}
