/**
 * Compiles the servers of SERVER_BUNDLES with esbuild (part of `npm run build`; `npm start`
 * and the test run build the ones whose sources changed). Each output records the source
 * files it was built from (`<out>.inputs.json`), so staleness is exact, not guessed from folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './processes.ts';
import { SERVER_BUNDLES, type ServerBundle } from './server-bundles.ts';
import { isMainModule } from '@site/contracts/server';

const inputsFile = (bundle: ServerBundle) => path.join(ROOT, `${bundle.out}.inputs.json`);

/** A bundle is stale when it, or its list of inputs, is missing, or any input changed since. */
function isStale(bundle: ServerBundle): boolean {
  const out = path.join(ROOT, bundle.out);
  if (!fs.existsSync(out) || !fs.existsSync(inputsFile(bundle))) return true;
  const builtAt = fs.statSync(out).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(inputsFile(bundle), 'utf8')) as string[];
  return inputs.some((input) => {
    const file = path.join(ROOT, input);
    return !fs.existsSync(file) || fs.statSync(file).mtimeMs > builtAt;
  });
}

export function staleServerBundles(): ServerBundle[] {
  return Object.values(SERVER_BUNDLES).filter(isStale);
}

/** node_modules packages stay imports; the workspace's own TypeScript packages are compiled in. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@site/') ? undefined : { path: args.path, external: true }));
  },
};

/** Writes a file through a temporary name, so a running process or a parallel build never reads half of it. */
function writeAtomically(file: string, contents: Uint8Array | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

async function buildBundle(bundle: ServerBundle): Promise<void> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [bundle.source],
    outfile: bundle.out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    // No keepNames: it wraps every function expression in a call that sets its name each time
    // the expression runs, so every closure a component or hook creates per render and every
    // per-request callback paid for it (~2% of the shell's CPU per page, profiled under
    // bench:ssr). Stack traces keep their names except where bundling renamed a clash
    // (`render2`), and the linked source maps still place each frame in its source file.
    plugins: [externalPackages],
    metafile: true,
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  const sourceInputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  // The map first and the code last: a process starting meanwhile finds a complete pair.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
  for (const file of files) writeAtomically(file.path, file.contents);
  writeAtomically(inputsFile(bundle), JSON.stringify(sourceInputs.sort(), null, 1));
}

export async function buildServers(bundles: readonly ServerBundle[] = Object.values(SERVER_BUNDLES)): Promise<void> {
  const started = Date.now();
  await Promise.all(bundles.map(buildBundle));
  console.log(`[build] servers: ${bundles.map((b) => b.out).join(', ')} in ${Date.now() - started} ms`);
}

// `node --import tsx scripts/build-servers.ts [--stale]`: every bundle, or only the stale ones
// (the packages' `start` scripts, so a package starts on its current compiled code).
if (isMainModule(import.meta.url)) {
  const bundles = process.argv.includes('--stale') ? staleServerBundles() : Object.values(SERVER_BUNDLES);
  if (bundles.length) {
    buildServers(bundles).catch((err: unknown) => {
      console.error(`[build] servers failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    });
  }
}
