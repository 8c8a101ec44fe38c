export { serviceAddress, listenHost, SERVICE_NAMES, REMOTE_NAMES } from './service-env.ts';
export type { ServiceAddress, ServiceName } from './service-env.ts';
export { loadSiteConfig } from './load-site-config.ts';
export { createHttpContentTransport } from './http-content-transport.ts';
export type { HttpTransportOptions } from './http-content-transport.ts';
