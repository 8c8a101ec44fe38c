/**
 * The docs navigation tree: top-level sections as headings with their icon, pages indented
 * under a thin line, the current page in primary. Used by the docs sidebar and the header's
 * mobile drawer.
 */
import { type NavigationNode, type SiteConfig, localePath } from '@site/contracts';
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

function Pages({ nodes, path, href }: { nodes: NavigationNode[]; path: string; href: (p: string) => string }) {
  return (
    <ul className="docs-nav-pages">
      {nodes.map((node) => (
        <li key={node.stem || node.path}>
          {node.children?.length ? (
            <>
              <span className="docs-nav-group-title">{node.title}</span>
              <Pages nodes={node.children} path={path} href={href} />
            </>
          ) : (
            <AppLink href={href(node.path)} className="docs-nav-link" aria-current={node.path === path ? 'page' : undefined}>
              {node.title}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DocsNavigation({ navigation, path, config, locale, className }: DocsNavigationProps) {
  const t = useT();
  const href = (p: string) => localePath(config, locale, p);
  return (
    <nav className={className ? `docs-nav ${className}` : 'docs-nav'} aria-label={t('sidebar.navigation')}>
      <ul>
        {docsSections(navigation).map((section) =>
          section.children?.length ? (
            <li key={section.stem || section.path} className="docs-nav-section">
              <p className="docs-nav-heading">
                {typeof section.icon === 'string' ? <Icon name={section.icon} /> : null}
                {section.title}
              </p>
              <Pages nodes={section.children} path={path} href={href} />
            </li>
          ) : (
            <li key={section.stem || section.path}>
              <AppLink href={href(section.path)} className="docs-nav-link" aria-current={section.path === path ? 'page' : undefined}>
                {section.title}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
