/**
 * Whether the page is being hydrated: the shell sets it around its first render. Components
 * that keep server markup they cannot draw yet (Icon) read it, and load what they lack when
 * the browser is idle instead of competing with the page becoming interactive.
 */
let hydrating = false;

export function setHydrating(on: boolean): void {
  hydrating = on;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `task` once the browser is idle (after 2 s at the latest where idle callbacks are missing). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 2000);
}
