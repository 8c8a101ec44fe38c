// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap.tsx').catch((err: unknown) => console.error('[shell] failed to start', err));
