/**
 * Route options for what machines ask over and over: health probes (every few seconds per
 * pod) and the pointers and build info the processes poll (every second or two). Logged
 * at info, they were most of a quiet site's log lines (about five a second with nobody
 * reading); at `warn` a request there is logged only when something goes wrong.
 */
export const QUIET_ROUTE = { logLevel: 'warn' } as const;
