/**
 * Parsing a big corpus allocates fast and most of it dies young. With V8's default 16 MB
 * semi-spaces the collector promotes short-lived parse trees and then spends ~15% of a
 * 10,000-page build in major collections; 64 MB semi-spaces cut build CPU by about that
 * much for ~100 MB more peak memory. Called by the service's entry points (a process-wide
 * V8 setting is theirs to choose, not a library's); parse workers set theirs themselves.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export const BUILD_SEMI_SPACE_MB = 64;

export function tuneGcForBuilds(): void {
  v8.setFlagsFromString(`--max-semi-space-size=${BUILD_SEMI_SPACE_MB}`);
}

/**
 * A parse worker's old generation, left to V8, grew to three or four times what it kept
 * alive (60 MB live, 200 MB held, most of it garbage of pages already sent), so two workers
 * took a 10,000-page build from 956 to 1,059 MiB of peak RSS. Letting the heap grow to twice
 * its live size before the next full collection brought it to 874 MiB (837 MiB at 1.5x, for
 * more collections). V8 reads the flag for every heap of the process: set by each worker as
 * it starts, it bounds the build thread's heap the same way (a few tens of MB while workers parse).
 */
const HEAP_GROWING_PERCENT = 100;

export function limitParseWorkerHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

let gc: (() => void) | null = null;

/**
 * A full collection between the build's phases. Parsing leaves the old generation full of
 * promoted garbage (hundreds of MB at 10,000 pages) that V8 would collect only when the
 * next phase pushed the heap further; collected here, the memory is reused instead, which
 * keeps the build's peak memory down for a few hundred milliseconds of marking.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
