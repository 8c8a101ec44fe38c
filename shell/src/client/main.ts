// Async boundary: shared singletons are negotiated before any app code runs.
import { PROVIDED_TO_REMOTES } from './provide-shared.ts';

import('./bootstrap.tsx').catch((err: unknown) => console.error('[shell] failed to start', err));
// Referenced so the bundler keeps every provided singleton (see provide-shared.ts).
(globalThis as { __SHELL_PROVIDES__?: object }).__SHELL_PROVIDES__ = PROVIDED_TO_REMOTES;
