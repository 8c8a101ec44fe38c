export {
  $colorMode, $forcedColorMode, $searchOpen, $pathname, $locale, $mobileMenuOpen, setColorMode, resolvedColorMode,
} from './stores.ts';
export type { ColorModePreference } from './stores.ts';
export { navigate, setNavigator, isRouterLink } from './navigation.ts';
