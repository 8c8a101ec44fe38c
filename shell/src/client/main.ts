// The singletons every page renders with are bundled with this entry (eager, see
// shared-modules.ts), so the app starts without an async boundary.
import './bootstrap.tsx';
import { PROVIDED_TO_REMOTES } from './provide-shared.ts';

// Referenced so the bundler keeps every provided singleton (see provide-shared.ts).
(globalThis as { __SHELL_PROVIDES__?: object }).__SHELL_PROVIDES__ = PROVIDED_TO_REMOTES;
