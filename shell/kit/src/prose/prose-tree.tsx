/**
 * The prose renderer: a page body (the minimark tree of CONTRACTS §3) as React elements:
 * allowed HTML tags with allowed attributes (the one sanitize policy, again), headings with
 * anchor links, links routed on the client, lazy images, wrapped tables, highlighted code,
 * and the prose and landing components of CONTRACTS §2. An unknown component renders its
 * children in `<div data-component="name">`, or a `<span>` when it holds only text (inline).
 *
 * Loaded on demand (prose-loader.ts): the server renders every body with it, the browser
 * only the bodies it renders itself (client navigation); a first load keeps the server's HTML.
 */
import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';
import { canonicalComponentName, type MinimarkNode, type PageBody } from '@site/contracts';
import { AppLink } from '../AppLink.tsx';
import { Icon } from '../Icon.tsx';
import { useLocalePath } from '../SiteLink.tsx';
import { useT } from '../i18n/useT.ts';
import { useInterfaceLabel, useInterfaceLanguage } from '../ContentRegion.tsx';
import { CardGroup, CodePreview, Field, FieldGroup, ProseBadge, ProseCard, ProseCollapsible, ProseKbd, Steps } from './blocks.tsx';
import { Callout } from './Callout.tsx';
import { CodeGroup } from './CodeGroup.tsx';
import { BrowserFrame } from '../landing/BrowserFrame.tsx';
import { ButtonLinks } from '../landing/ButtonLinks.tsx';
import { ColorModeImage } from '../landing/ColorModeImage.tsx';
import { InputCopy } from '../landing/InputCopy.tsx';
import { LandingWrapper } from '../landing/LandingWrapper.tsx';
import { PageCard } from '../landing/PageCard.tsx';
import { PageCta } from '../landing/PageCta.tsx';
import { PageFeature } from '../landing/PageFeature.tsx';
import { PageHero } from '../landing/PageHero.tsx';
import { PageLogos } from '../landing/PageLogos.tsx';
import { PageSection } from '../landing/PageSection.tsx';
import { ProseButton } from '../landing/ProseButton.tsx';
import { ProseLink } from '../landing/ProseLink.tsx';
import { ProseVideo } from '../landing/ProseVideo.tsx';
import { ProseAccordion } from './ProseAccordion.tsx';
import { ProseAccordionItem } from './ProseAccordionItem.tsx';
import { ProseIcon } from './ProseIcon.tsx';
import { childrenOf, isElement, propsOf, tagOf, textContent } from './nodes.ts';
import { ProsePre } from './ProsePre.tsx';
import { ProseTabs } from './ProseTabs.tsx';
import { ProseListItem } from './task-list.tsx';
import { footnoteBackContent, isFootnoteBackLink, ProseSection, useFootnoteBackLabel } from './footnotes.tsx';
import { isPhrasingOnly, UnknownComponent } from './UnknownComponent.tsx';
import { isVoidTag, renderDecision, safeProps } from './react-props.ts';
import type { ProseComponent, ProseComponentProps, RenderNodes } from './types.ts';

function ProseHeading({ tag, props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const language = useInterfaceLanguage();
  const safe = safeProps(tag, props) ?? {};
  const id = typeof safe.id === 'string' ? safe.id : undefined;
  const hasLink = nodes.some((n) => tagOf(n) === 'a');
  if (!id || hasLink || tag === 'h1') return createElement(tag, safe, ...render(nodes));
  return createElement(
    tag,
    safe,
    <a href={`#${id}`} className="heading-anchor">
      {render(nodes)}
      <span className="heading-anchor-icon" title={t('prose.anchor')} {...language}>
        <Icon name="i-lucide-hash" />
      </span>
    </a>,
  );
}

function ProseA({ props, nodes, render }: ProseComponentProps) {
  const localePath = useLocalePath();
  const backName = useFootnoteBackLabel(props);
  const safe = (safeProps('a', props) ?? {}) as { href?: string; target?: string; className?: string; id?: string; title?: string };
  const children = isFootnoteBackLink(props) ? footnoteBackContent({ nodes, render }) : render(nodes);
  if (!safe.href) return <span className={safe.className}>{children}</span>;
  const { href: raw, ...rest } = safe;
  // Pages get the locale prefix; files and API paths (`/_content/x.png`) never do.
  return (
    <AppLink {...rest} {...backName} href={localePath(raw)}>
      {children}
    </AppLink>
  );
}

function ProseImg({ props }: ProseComponentProps) {
  const safe = safeProps('img', props);
  if (!safe?.src) return null;
  // Without width and height the box is held at 16:9 until the image's own ratio is known
  // (`auto 16 / 9`), so text below does not jump when it loads.
  const sized = safe.width !== undefined && safe.height !== undefined;
  return (
    <img
      {...safe}
      alt={typeof safe.alt === 'string' ? safe.alt : ''}
      loading="lazy"
      decoding="async"
      style={
        sized ? (safe.style as CSSProperties | undefined) : { aspectRatio: 'auto 16 / 9', ...(safe.style as CSSProperties | undefined) }
      }
    />
  );
}

/** The table's caption and the texts of its first row's cells (its column headers). */
function tableName(nodes: MinimarkNode[]): { caption: string; headers: string } {
  const find = (list: MinimarkNode[], tag: string): MinimarkNode | undefined => {
    for (const node of list) {
      if (tagOf(node) === tag) return node;
      const inner = isElement(node) ? find(childrenOf(node), tag) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const caption = find(nodes, 'caption');
  const headRow = find(nodes, 'tr');
  const headers =
    headRow && isElement(headRow)
      ? childrenOf(headRow)
          .map((cell) => textContent(cell).trim())
          .filter(Boolean)
      : [];
  return { caption: caption ? textContent(caption).trim() : '', headers: headers.join(', ') };
}

/**
 * A table's scroll area is a focus stop (to scroll it by keyboard, WCAG 2.1.1), so it is a
 * named group: the table's caption, else "Table: " and its column headers. A group, not a
 * region: tables do not belong among the page's landmarks.
 */
function ProseTable({ props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const { caption, headers } = tableName(nodes);
  // A table whose first row is empty is named after the start of its text.
  const written = t('prose.table', { name: headers || textContent(nodes).trim().slice(0, 40) || '—' });
  // A caption is the content's own name; "Table: …" is the interface's.
  const label = useInterfaceLabel(written);
  const name = caption ? { 'aria-label': caption } : label.props;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container named after its table, not a form fieldset
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1)
    <div className="table-wrap" tabIndex={0} role="group" {...name}>
      {caption ? null : label.node}
      {createElement('table', safeProps('table', props) ?? {}, ...render(nodes))}
    </div>
  );
}

function PageLinks({ props }: ProseComponentProps) {
  return <ButtonLinks links={props.links} />;
}

function Children({ nodes, render }: ProseComponentProps) {
  return <>{render(nodes)}</>;
}

function Pre(p: ProseComponentProps) {
  return <ProsePre props={p.props} nodes={p.nodes} render={p.render} />;
}

/**
 * The component map, by canonical name (contracts' mdc-components: `prose-note`,
 * `ProseNote` and `note` are one component, `u-page-hero` is `page-hero`); remotes may
 * extend it through `components`.
 */
export const proseComponents: Record<string, ProseComponent> = {
  h1: ProseHeading,
  h2: ProseHeading,
  h3: ProseHeading,
  h4: ProseHeading,
  h5: ProseHeading,
  h6: ProseHeading,
  a: ProseA,
  section: ProseSection,
  img: ProseImg,
  li: ProseListItem,
  table: ProseTable,
  pre: Pre,
  note: Callout,
  tip: Callout,
  warning: Callout,
  caution: Callout,
  important: Callout,
  info: Callout,
  callout: Callout,
  'code-group': CodeGroup,
  steps: Steps,
  tabs: ProseTabs,
  'card-group': CardGroup,
  card: ProseCard,
  'field-group': FieldGroup,
  field: Field,
  badge: ProseBadge,
  kbd: ProseKbd,
  'code-preview': CodePreview,
  collapsible: ProseCollapsible,
  'code-collapse': Children,
  accordion: ProseAccordion,
  'accordion-item': ProseAccordionItem,
  icon: ProseIcon,
  br: () => <br />,
  separator: () => <hr />,
  'page-hero': PageHero,
  'page-header': PageHero,
  'page-section': PageSection,
  'page-feature': PageFeature,
  'page-grid': LandingWrapper,
  'page-columns': LandingWrapper,
  'page-card': PageCard,
  'page-cta': PageCta,
  'page-logos': PageLogos,
  'page-links': PageLinks,
  'page-body': LandingWrapper,
  container: LandingWrapper,
  button: ProseButton,
  link: ProseLink,
  'color-mode-image': ColorModeImage,
  'browser-frame': BrowserFrame,
  'input-copy': InputCopy,
  video: ProseVideo,
};

export function createRenderer(components: Record<string, ProseComponent>): RenderNodes {
  const render: RenderNodes = (nodes) => nodes.map((node, i) => renderNode(node, i));
  function renderNode(node: MinimarkNode, key: number): ReactNode {
    if (typeof node === 'string') return node;
    if (!isElement(node)) return null;
    const raw = node[0];
    const tag = raw.toLowerCase();
    const props = propsOf(node);
    const children = childrenOf(node);
    // An exact name first (a remote's own component, an HTML tag), then the canonical one.
    const canonical = Object.hasOwn(components, tag) ? tag : canonicalComponentName(raw);
    const component = Object.hasOwn(components, canonical) ? components[canonical] : undefined;
    if (component) return createElement(component, { key, tag: canonical, props, nodes: children, render });
    if (tag === 'template') return <Fragment key={key}>{render(children)}</Fragment>;
    const decision = renderDecision(tag);
    if (decision === 'drop') return null;
    if (decision === 'unwrap') return <Fragment key={key}>{render(children)}</Fragment>;
    if (decision === 'keep') {
      const safe = safeProps(tag, props);
      if (safe === null) return null;
      return isVoidTag(tag) ? createElement(tag, { ...safe, key }) : createElement(tag, { ...safe, key }, ...render(children));
    }
    return (
      <UnknownComponent key={key} name={tag} props={props} inline={isPhrasingOnly(children)}>
        {render(children)}
      </UnknownComponent>
    );
  }
  return render;
}

const defaultRender = createRenderer(proseComponents);

/** A body's nodes, rendered with the kit's components and `components` over them. */
export function renderBody(body: PageBody, components?: Record<string, ProseComponent>): ReactNode[] {
  const render = components ? createRenderer({ ...proseComponents, ...components }) : defaultRender;
  return render(Array.isArray(body.value) ? body.value : []);
}
