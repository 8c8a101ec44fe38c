/**
 * The docs navigation tree: top-level sections as headings with their icon, pages indented
 * under a thin line, the current page in primary. Used by the docs sidebar and the header's
 * mobile drawer. Each group's label names its list (`aria-labelledby`), so a screen reader
 * says "list, Getting started, 6 items" when entering it.
 */
import { useId } from 'react';
import { type NavigationNode, type SiteConfig, localePath, localeTag } from '@site/contracts';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import { useT } from './i18n/useT.ts';

export interface DocsNavigationProps {
  navigation: NavigationNode[];
  /** Locale-free path of the current page. */
  path: string;
  config: SiteConfig;
  locale: string;
  className?: string;
}

/** The docs folder itself is usually the one root node: show its children as the sections. */
export function docsSections(navigation: NavigationNode[]): NavigationNode[] {
  const only = navigation.length === 1 ? navigation[0] : undefined;
  return only?.children?.length && only.path.split('/').filter(Boolean).length === 1 ? only.children : navigation;
}

/**
 * A page entry; a page shown untranslated (merged navigation marks it with its original's
 * `lang`) says so: its title carries that language and a short language tag follows it.
 */
function PageLink({ node, path, href }: { node: NavigationNode; path: string; href: (p: string) => string }) {
  const lang = typeof node.lang === 'string' ? node.lang : undefined;
  return (
    <AppLink href={href(node.path)} className="docs-nav-link" aria-current={node.path === path ? 'page' : undefined}>
      {lang ? <span lang={localeTag(lang)}>{node.title}</span> : node.title}
      {lang ? (
        <abbr
          className="docs-nav-lang"
          lang={localeTag(lang)}
          title={new Intl.DisplayNames([localeTag(lang)], { type: 'language' }).of(localeTag(lang))}
        >
          {lang.split(/[-_]/)[0]!.toUpperCase()}
        </abbr>
      ) : null}
    </AppLink>
  );
}

interface PagesProps {
  nodes: NavigationNode[];
  path: string;
  href: (p: string) => string;
  /** Id prefix of this list's group labels; `labelledBy` is the id of its own label. */
  ids: string;
  labelledBy: string;
}

function Pages({ nodes, path, href, ids, labelledBy }: PagesProps) {
  return (
    <ul className="docs-nav-pages" aria-labelledby={labelledBy}>
      {nodes.map((node, i) => (
        <li key={node.stem || node.path}>
          {node.children?.length ? (
            <>
              <span className="docs-nav-group-title" id={`${ids}-${i}`}>
                {node.title}
              </span>
              <Pages nodes={node.children} path={path} href={href} ids={`${ids}-${i}`} labelledBy={`${ids}-${i}`} />
            </>
          ) : (
            <PageLink node={node} path={path} href={href} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function DocsNavigation({ navigation, path, config, locale, className }: DocsNavigationProps) {
  const t = useT();
  const ids = useId();
  const href = (p: string) => localePath(config, locale, p);
  return (
    <nav className={className ? `docs-nav ${className}` : 'docs-nav'} aria-label={t('sidebar.navigation')}>
      <ul>
        {docsSections(navigation).map((section, i) =>
          section.children?.length ? (
            <li key={section.stem || section.path} className="docs-nav-section">
              <p className="docs-nav-heading" id={`${ids}-${i}`}>
                {typeof section.icon === 'string' ? <Icon name={section.icon} /> : null}
                {section.title}
              </p>
              <Pages nodes={section.children} path={path} href={href} ids={`${ids}-${i}`} labelledBy={`${ids}-${i}`} />
            </li>
          ) : (
            <li key={section.stem || section.path}>
              <PageLink node={section} path={path} href={href} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
