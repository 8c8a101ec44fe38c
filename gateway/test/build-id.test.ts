import { describe, expect, it } from 'vitest';
import { BuildIdTracker } from '../src/cache/build-id.ts';

// A rollback re-points a remote to its previous version, so the shell's build id goes back to
// one the gateway has already retired: the edge cache must follow the shell, not a late page.
describe('build id tracker', () => {
  it('ignores a retired id from a late page, but follows the shell back to it on a rollback', () => {
    const changes: string[] = [];
    const tracker = new BuildIdTracker((id) => changes.push(id));
    tracker.observe('build-a', true);
    tracker.observe('build-b', true);
    expect(tracker.observe('build-a')).toBe(false); // a late response rendered before the rollout
    expect(tracker.id).toBe('build-b');
    expect(tracker.observe('build-a', true)).toBe(true); // the shell reports it again: rollback
    expect(tracker.id).toBe('build-a');
    expect(changes).toEqual(['build-a', 'build-b', 'build-a']);
    expect(tracker.observe('build-b')).toBe(false); // and the rolled-back build is now the retired one
  });
});
