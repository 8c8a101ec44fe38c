/** Public surface of the kit UI (`@site/kit`). Import styles from `@site/kit/styles.css`. */
export { Icon } from './Icon.tsx';
export { setHydrating, whenIdle } from './hydration.ts';
export type { IconProps } from './Icon.tsx';
export { AppLink, isExternalHref } from './AppLink.tsx';
// The one URL check (@site/contracts), from the copy the shell already runs: a remote's view
// that vets a link or an image takes it here instead of bundling its own.
export { checkUrl } from '@site/contracts';
export type { AppLinkProps } from './AppLink.tsx';
export { SiteLink, useLocalePath } from './SiteLink.tsx';
export type { SiteLinkProps } from './SiteLink.tsx';
export { BackLink } from './BackLink.tsx';
export type { BackLinkProps } from './BackLink.tsx';
export { Button, buttonClass } from './Button.tsx';
export type { ButtonProps, ButtonVariant } from './Button.tsx';
export { Badge } from './Badge.tsx';
export type { BadgeProps, BadgeColor } from './Badge.tsx';
export { Card } from './Card.tsx';
export type { CardProps } from './Card.tsx';
export { Avatar, initials } from './Avatar.tsx';
export type { AvatarProps } from './Avatar.tsx';
export { Kbd, Kbds } from './Kbd.tsx';
export { Header } from './Header.tsx';
export type { HeaderProps } from './Header.tsx';
export { headerItems, headerRenderKey } from './header-items.ts';
export type { NavItem } from './header-items.ts';
export { Footer } from './Footer.tsx';
export type { FooterProps } from './Footer.tsx';
export { SearchButton } from './SearchButton.tsx';
export { SearchPalette } from './SearchPalette.tsx';
export { ColorModeButton } from './ColorModeButton.tsx';
export { LanguageSelector } from './LanguageSelector.tsx';
export type { LanguageSelectorProps } from './LanguageSelector.tsx';
export { localeFlag, localeCountry } from './locale-flag.ts';
export { MobileMenu } from './MobileMenu.tsx';
export { revealWithin } from './reveal-within.ts';
export { adjacentTabStop } from './tab-stops.ts';
export { useLazyOverlay } from './use-lazy-overlay.ts';
export { LazyPopover } from './LazyPopover.tsx';
export { cardCoverWaits, cardImageLoading } from './card-image-loading.ts';
export { AfterHydration } from './AfterHydration.tsx';
export { ColorModeImg } from './ColorModeImg.tsx';
export type { ColorModeImgProps } from './ColorModeImg.tsx';
export type { CardImageLoading } from './card-image-loading.ts';
export { loadOnIntent } from './load-on-intent.ts';
export type { OnIntent } from './load-on-intent.ts';
export { useArmedOnIntent } from './use-armed-on-intent.ts';
export type { ArmedOnIntent } from './use-armed-on-intent.ts';
export type { LazyPopoverProps } from './LazyPopover.tsx';
export { LocaleFlag } from './LocaleFlag.tsx';
export { LOCALE_COOKIE, localeCookie, rememberLocale } from './locale-cookie.ts';
export { useHydrated } from './use-hydrated.ts';
export { useMenuTypeahead } from './useMenuTypeahead.ts';
// The tree itself loads on demand: whoever renders a docs page prepares it (as its texts).
export { DocsNavigation, prepareDocsNavigation } from './docs-navigation-loader.tsx';
export { docsSections } from '@site/contracts';
export type { DocsNavigationProps } from './DocsNavigation.tsx';
export { NotFound } from './NotFound.tsx';
export { ErrorScreen } from './ErrorScreen.tsx';
export type { ErrorInfo, ErrorScreenProps } from './ErrorScreen.tsx';
export { UnavailableRegion } from './UnavailableRegion.tsx';
export { LandingHero, HighlightedTitle } from './landing/LandingHero.tsx';
export type { LandingHeroProps } from './landing/LandingHero.tsx';
export { LandingLinks } from './landing/LandingLinks.tsx';
export type { LandingLinksProps } from './landing/LandingLinks.tsx';
export { LandingSection } from './landing/LandingSection.tsx';
export type { LandingSectionProps } from './landing/LandingSection.tsx';
export { FeatureGrid } from './landing/FeatureGrid.tsx';
export type { FeatureGridProps } from './landing/FeatureGrid.tsx';
export { StepsList } from './landing/StepsList.tsx';
export type { Step } from './landing/StepsList.tsx';
export { LandingCta } from './landing/LandingCta.tsx';
export type { LandingCtaProps } from './landing/LandingCta.tsx';
export { LandingBody } from './landing/LandingBody.tsx';
export type { LandingBodyProps } from './landing/LandingBody.tsx';
export { bodyIsCodeSample } from './landing/landing-props.ts';
// The landing blocks' types, beside the components that render them (loaders read the
// blocks with readLandingMeta of @site/contracts: its schema code never ships to browsers).
export type {
  LandingMeta,
  LandingLink,
  LandingItem,
  LandingHero as LandingHeroBlock,
  LandingBlock,
  LandingWorkflow,
  LandingCta as LandingCtaBlock,
} from '@site/contracts';
export { SiteProvider, useSite, useLocaleHref } from './site-context.tsx';
export type { SiteContextValue } from './site-context.tsx';
export { ContentRenderer } from './prose/ContentRenderer.tsx';
export type { ContentRendererProps } from './prose/ContentRenderer.tsx';
export type { ProseComponent, ProseComponentProps, RenderNodes } from './prose/types.ts';
// The renderer itself loads on demand: whoever renders a page prepares it (as its texts).
export { prepareProse } from './prose/prose-loader.ts';
// The icon maps load on demand too (a first load hydrates without them): prepareProse brings
// them, and a screen without a page body asks for them here.
export { prepareIcons } from './icon-maps.ts';
export { captureServerHtml } from './prose/ServerHtml.tsx';
export { textContent } from './prose/nodes.ts';
export { createI18n, prepareTexts, pageTexts, provideTexts, loadLocaleModule, KIT_TEXTS, DEFAULT_UI_LOCALE } from './i18n/create-i18n.ts';
export { useT, useNamespaceT, I18nProvider } from './i18n/useT.ts';
export {
  adoptServerFormats,
  formatDay,
  formatList,
  formatNumber,
  formatPrice,
  formatYear,
  listSeparators,
  recordFormats,
} from './i18n/intl-format.ts';
export { languageName } from './i18n/language-name.ts';
export { ContentRegion, InsideContentRegion, InterfaceText, useInterfaceLabel, useInterfaceLanguage } from './ContentRegion.tsx';
export type { ContentRegionProps } from './ContentRegion.tsx';
export type { Translate } from './i18n/useT.ts';
export type { Messages, MessagesOf, MessageKey } from './i18n/messages/en.ts';
export {
  $colorMode,
  $forcedColorMode,
  $searchOpen,
  $mobileMenuOpen,
  setColorMode,
  resolvedColorMode,
  applyForcedColorMode,
  FORCED_SYSTEM_WARNING,
} from './stores.ts';
export type { ColorModePreference } from './stores.ts';
export { navigate, setNavigator, isRouterLink } from './navigation.ts';
export { TIMINGS, TOAST_DEFAULTS, LOADING_BAR } from './timings.ts';
export { announce } from './announce.ts';
export { notify } from './toaster.ts';
export type { ToastInput } from './toaster.ts';
export { Toasts } from './Toasts.tsx';
export { copyToClipboard } from './copy-to-clipboard.ts';
export type { CopyMessages } from './copy-to-clipboard.ts';
export { IslandHtml } from './IslandHtml.tsx';
export { PreviewBar } from './PreviewBar.tsx';
export { rememberPreviewToken, exitPreview, PREVIEW_STORAGE_KEY } from '@site/contracts/client';
