/** Public surface of the browser transports (`@site/contracts/client`): DOM, no React. */
export { createBrowserTransport, decodeDumpText } from './browser-transport.ts';
export type { BrowserTransportOptions } from './browser-transport.ts';
export { rememberPreviewToken, exitPreview, PREVIEW_STORAGE_KEY } from './preview-mode.ts';
