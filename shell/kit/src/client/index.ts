export {
  $colorMode, $forcedColorMode, $searchOpen, $pathname, $locale, $mobileMenuOpen, setColorMode, resolvedColorMode,
} from './stores.ts';
export type { ColorModePreference } from './stores.ts';
export { navigate, setNavigator, isRouterLink } from './navigation.ts';
export { createBrowserTransport } from './browser-transport.ts';
export type { BrowserTransportOptions } from './browser-transport.ts';
