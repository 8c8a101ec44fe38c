/**
 * Values of the environment a server reads at start, each refused with its variable's name and
 * what it takes: a wrong value stops the start instead of running a server half configured.
 */

/** A positive whole number from the environment, else `fallback`; anything else stops the start with a message. */
export function positiveIntEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    throw new Error(`${name}=${raw} is not a positive whole number: fix or unset it (default ${fallback})`);
  }
  return n;
}

const ON = ['1', 'on', 'true', 'yes'];
const OFF = ['0', 'off', 'false', 'no'];

/** A switch from the environment (on/off, true/false, 1/0, yes/no), else `fallback`; anything else stops the start. */
export function switchEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  throw new Error(`${name}=${raw} is neither on nor off: use on or off (true/false, 1/0 and yes/no also work)`);
}
