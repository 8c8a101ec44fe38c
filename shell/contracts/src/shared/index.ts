export {
  siteConfig,
  activeLocales,
  isKnownLocale,
  localeOfTag,
  docsCollection,
  docsEntryPath,
  isOtherLocaleDocs,
  formatTitle,
  localePath,
  localeDir,
  localeTag,
  RTL_LOCALES,
  SUPPORTED_LOCALES,
} from './site-config.ts';
export type { SiteConfig, LocaleConfig, SocialLink } from './site-config.ts';
export { languageAlternates } from './hreflang.ts';
export type { LanguageAlternate } from './hreflang.ts';
export {
  routes,
  defineRoutes,
  matchRoute,
  isRoutablePath,
  splitLocale,
  normalizePath,
  guardLocale,
  pageRedirect,
  pageQueryParams,
} from './routes.ts';
export type { RouteDef, RouteMatch, Layout, DefinedRoute } from './routes.ts';
export { runMiddleware, ROUTE_MIDDLEWARE, UnknownMiddlewareError } from './route-middleware.ts';
export type { RouteMiddleware, MiddlewareContext, MiddlewareResult } from './route-middleware.ts';
export { LEGACY_REDIRECTS } from './legacy-table.ts';
export { legacyTarget } from './legacy-redirects.ts';
export { REMOTES, SERVICES, REMOTE_NAMES, REMOTE_LIVE_PATH, SERVICE_NAMES, remoteContainer, islandOwner } from './registry.ts';
export type { RemoteName, ServiceName, RemoteDeclaration, ServiceDeclaration } from './registry.ts';
export {
  CollectionQuery,
  ConditionGroup,
  QueryBuilderError,
  OPERATORS,
  buildSelectSql,
  conditionSql,
  sqlLiteral,
  quoteIdentifier,
  assertIdentifier,
  tableName,
} from './query/sql-builder.ts';
export type { Operator, Scalar, SelectSpec, SqlRunner } from './query/sql-builder.ts';
export {
  collectionFields,
  pageFrontMatter,
  COLLECTION_NAMES,
  COMMON_COLUMNS,
  baseCollection,
  collectionColumns,
  decodeRow,
} from './collections.ts';
export type {
  CollectionName,
  ColumnKind,
  MinimarkNode,
  TocLink,
  PageBody,
  PageRow,
  LandingRow,
  DocsRow,
  PricingRow,
  TemplateRow,
  PostRow,
  Plan,
  PlanInput,
  FeaturesInput,
  ComparisonTheme,
  Author,
  ImageRef,
  Link,
  NavigationNode,
  SearchSection,
  Surround,
  ContentInfo,
} from './collections.ts';
export type { PageHead, LoadResult, LoadContext, RemotePage, TextNamespace, DocsLayoutData, ListIntro } from './page-data.ts';
export { draftStates, defaultLocaleHead, loaderOnDemand } from './page-data.ts';
export { islandKey, parseIslandKey, islandUrl } from './islands.ts';
export type { RemoteIsland, IslandContext, IslandFragment, IslandRequest } from './islands.ts';
export { loadListIntro, neighbours } from './list-intro.ts';
export { parseIconName, iconKey, ICON_API_PREFIX, ICON_API_MAX_URL } from './icon-name.ts';
export type { IconRef } from './icon-name.ts';
export { memoizeString } from './memo.ts';
export { pricingPlans, pricingComparison } from './pricing-shapes.ts';
export type { PricingComparison } from './pricing-shapes.ts';
export { MDC_COMPONENTS, canonicalComponentName, kebabCase, knownComponent } from './mdc-components.ts';
export type { MdcComponentName } from './mdc-components.ts';
export { contentApi, ContentRequestError, CONTENT_VERSION_HEADER } from './content-client.ts';
export { QUERY_MAX_SQL_CHARACTERS, QUERY_BODY_LIMIT_BYTES } from './query-limits.ts';
export { createContentClient } from './create-content-client.ts';
export type { ContentClient, ContentTransport, NavigationView, ReaderOptions } from './content-client.ts';
export {
  COLOR_MODE_SCRIPT,
  COLOR_MODE_STORAGE_KEY,
  PREVIEW_COOKIE,
  PREVIEW_QUERY,
  NON_PAGE_PREFIXES,
  NON_PAGE_FILES,
  isNonPagePath,
  forcedColorModeOf,
  effectiveForcedMode,
} from './color-mode-script.ts';
export type { ForcedColorModeRequest } from './color-mode-script.ts';
export { isSearchShortcut, isSiteShortcut, type ShortcutKeys } from './shortcuts.ts';
export { LOCALE_COOKIE, readCookie } from './cookies.ts';
export {
  PICTURE_TYPES,
  CONTENT_FILE_TYPES,
  contentFileType,
  pictureType,
  PICTURE_MAX_BYTES,
  PUBLIC_FILES_ROUTE,
  fileExtension,
  isPicturePath,
  isFileLink,
  reservedPublicPath,
} from './picture-files.ts';
export { readLandingMeta, landingSchemas } from './landing-meta.ts';
export { splitHighlight } from './split-highlight.ts';
export type { LandingMeta, LandingLink, LandingItem, LandingHero, LandingBlock, LandingWorkflow, LandingCta } from './landing-meta.ts';
export {
  tokenize as searchTokenize,
  processTerm as searchProcessTerm,
  SEARCH_INDEX_OPTIONS,
  SEARCH_QUERY_OPTIONS,
  SEARCH_EXCERPT_CHARS,
  searchExcerpt,
} from './search-tokenizer.ts';
export { MAX_SEARCH_HITS, searchDocs } from './search-docs.ts';
export { listedResults, pageHits, pagesBeforeTheirSections, searchContext } from './search-hits.ts';
export type { SearchContext, SearchHit } from './search-hits.ts';
export { SEARCH_PART_BUDGET, displayPartName, partOf, partsWithPrefix } from './search-split.ts';
export type {
  DisplayParts,
  DisplayRow,
  SearchDisplayPart,
  SearchDocumentTable,
  SearchManifest,
  SearchTermPart,
  TermEntry,
  TermPartRef,
} from './search-split.ts';
export { SplitSearch, partsForQuery, type FetchPart } from './split-search.ts';
export {
  miniSearchSource,
  splitFiles,
  splitIndex,
  type SplitFile,
  type SplitIndex,
  type SplitSource,
  type SplitTools,
  type TermPostings,
} from './split-index.ts';
export type { SearchDocument, SearchResultFields } from './search-tokenizer.ts';
export { escapeHtml } from './escape-html.ts';
export { checkUrl, checkSrcset, normalizeUrl, decodeEntities, hasScriptableScheme } from './sanitize/url.ts';
export type { UrlKind } from './sanitize/url.ts';
export { safeStyle } from './sanitize/style.ts';
export { SANITIZE_SCHEMA, decideTag, droppedTagReason, isHtmlTag } from './sanitize/schema.ts';
export { CLOBBER_PREFIX, PAGE_ELEMENT_IDS } from './sanitize/page-ids.ts';
export type { TagDecision } from './sanitize/schema.ts';
export { sanitizeElement, isGeneratedHeadingId, reservedHeadingIds, clobberSafe, unprefixed } from './sanitize/element.ts';
export type { AttributeValue } from './sanitize/element.ts';
export { sanitizeComponentProps } from './sanitize/component-props.ts';
export { mergeNavigation, pagesInOrder, pathsInLang } from './navigation-merge.ts';
export { isPageBody, serverHtmlBodies } from './server-html.ts';
export { isFirstParagraph, opensWithHero, opensWithTitle } from './title-heading.ts';
export { HEAD_META_NAMES, isNoindex, safeHeadMeta, seoHead, type HeadMeta } from './head-meta.ts';
export { readFrontMatterHead, readHeadMeta } from './head-front-matter.ts';
export { componentText, keyCapText, propText, shownTextOf } from './component-text.ts';
export { ownEntry } from './own-entry.ts';
export {
  DEFAULT_SIDEBAR_DEPTH,
  MAX_SIDEBAR_DEPTH,
  docsSections,
  isUnder,
  navigationChildren,
  navigationTrail,
  packNodes,
  unpackNodes,
  visibleNavigation,
} from './navigation-view.ts';
export type { DocsSidebar, PackedNode, SidebarNode } from './navigation-view.ts';
