/** Public surface of the Node-only contracts (`@site/contracts/server`). */
export { serviceAddress, listenHost } from './service-env.ts';
export { isMainModule } from './is-main-module.ts';
export { stopOnSignals } from './stop-on-signals.ts';
export { listenOrExit } from './listen-or-exit.ts';
export { QUIET_ROUTE } from './quiet-route.ts';
export type { ServiceAddress } from './service-env.ts';
export { loadSiteConfig } from './load-site-config.ts';
export { createHttpContentTransport } from './http-content-transport.ts';
export type { HttpTransportOptions } from './http-content-transport.ts';
export { PREVIEW_HEADER, previewSecret, isValidPreviewToken, previewTokenOf, isPreviewRequest } from './preview.ts';
export { REQUEST_ID_HEADER, requestIdFor, contextHeaders } from './request-context.ts';
export { TRACEPARENT_HEADER } from './tracing.ts';
export { METRICS_PATH, observedServerOptions, registerObservability } from './observability.ts';
export type { ServiceMetrics } from './observability.ts';
export { negotiateEncoding } from './accept-encoding.ts';
export type { Encoding } from './accept-encoding.ts';
export { Admission, admissionLimits, positiveIntEnv, SHED_HEADER } from './admission.ts';
export type { AdmissionLimits } from './admission.ts';
