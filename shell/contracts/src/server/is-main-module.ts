import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the script Node was started
 * with, so a file can be both a library and a command. Node 20 has no `import.meta.main`.
 */
export function isMainModule(moduleUrl: string): boolean {
  const started = process.argv[1];
  return Boolean(started) && path.resolve(started as string) === fileURLToPath(moduleUrl);
}
