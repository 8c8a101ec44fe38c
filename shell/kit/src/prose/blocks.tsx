/** The smaller prose components: steps, cards, fields, badge, kbd, code preview, collapsible. */
import { Badge } from '../Badge.tsx';
import { Card } from '../Card.tsx';
import { Icon } from '../Icon.tsx';
import { Kbd } from '../Kbd.tsx';
import { useLocaleHref } from '../site-context.tsx';
import { useT } from '../i18n/useT.ts';
import { useInterfaceLanguage } from '../ContentRegion.tsx';
import { checkUrl, componentText, type MinimarkNode } from '@site/contracts';
import { childrenOf, isElement, propsOf, splitSlots, str, textContent } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';

/** `steps`: headings of `level` (default 3) start numbered steps. */
export function Steps({ props, nodes, render }: ProseComponentProps) {
  const level = Number(props.level ?? 3);
  const heading = `h${level >= 2 && level <= 6 ? level : 3}`;
  const marked = nodes.map((node): MinimarkNode => {
    if (!isElement(node) || node[0] !== heading) return node;
    const cls = str(propsOf(node).class);
    return [node[0], { ...propsOf(node), class: cls ? `${cls} step-heading` : 'step-heading' }, ...childrenOf(node)];
  });
  return <div className="steps">{render(marked)}</div>;
}

export function CardGroup({ nodes, render }: ProseComponentProps) {
  return <div className="card-grid card-grid-3">{render(nodes)}</div>;
}

export function ProseCard({ props, nodes, render }: ProseComponentProps) {
  const href = useLocaleHref();
  const slots = splitSlots(nodes);
  // The same single URL check as every other link-bearing prop (finding 7: `to` was unchecked).
  const rawTo = str(props.to);
  const to = rawTo === undefined ? undefined : (checkUrl(rawTo, 'link') ?? undefined);
  const target = props.target === '_blank' ? '_blank' : undefined;
  const title = slots.title?.length ? render(slots.title) : str(props.title);
  const hasBody = slots.default.some((n) => textContent(n).trim() || isElement(n));
  const description = slots.description?.length ? render(slots.description) : str(props.description);
  return (
    <Card title={title} icon={str(props.icon)} to={to ? href(to) : undefined} target={target}>
      {hasBody ? render(slots.default) : description ? <p>{description}</p> : null}
    </Card>
  );
}

export function FieldGroup({ nodes, render }: ProseComponentProps) {
  return <div className="field-group">{render(nodes)}</div>;
}

export function Field({ props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const language = useInterfaceLanguage();
  const required = props.required === true || props.required === 'true' || props.required === '';
  return (
    <div className="field">
      <div className="field-head">
        {str(props.name) ? <code className="field-name">{str(props.name)}</code> : null}
        {str(props.type) ? <code className="field-type">{str(props.type)}</code> : null}
        {required ? (
          <span className="field-required" {...language}>
            {t('prose.required')}
          </span>
        ) : null}
      </div>
      {nodes.length ? <div className="field-body">{render(nodes)}</div> : null}
    </div>
  );
}

export function ProseBadge({ tag, props, nodes, render }: ProseComponentProps) {
  return (
    <Badge color={str(props.color)} icon={str(props.icon)}>
      {componentText(tag, props, nodes) ?? render(nodes)}
    </Badge>
  );
}

export function ProseKbd({ tag, props, nodes }: ProseComponentProps) {
  // The key named (for its title) and the cap shown, as the build reads it.
  return <Kbd value={str(props.value) ?? textContent(nodes).trim()}>{componentText(tag, props, nodes)}</Kbd>;
}

/** `code-preview`: the rendered demo (default slot) above its source (`#code` slot). */
export function CodePreview({ nodes, render }: ProseComponentProps) {
  const slots = splitSlots(nodes);
  return (
    <div className="code-preview">
      <div className="code-preview-demo">{render(slots.default)}</div>
      {slots.code?.length ? render(slots.code) : null}
    </div>
  );
}

/**
 * A native disclosure (as `accordion-item`): it works before hydration and in server HTML the
 * browser keeps. Its `name` is the trigger's label as written (this site's content writes the
 * whole label: "Show the generated SQL"); without one it reads "Show properties", and "Hide
 * properties" once open, as the reference UI library's default does (the stylesheet shows the
 * text of the state it is in). The reference's "Show {name}" is not composed: the locales'
 * texts are whole phrases ("Eigenschaften anzeigen", "プロパティを表示"), not a verb to put before a name.
 */
export function ProseCollapsible({ props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const language = useInterfaceLanguage();
  const name = str(props.name);
  return (
    <details className="collapsible">
      <summary className="collapsible-trigger">
        <Icon name="i-lucide-chevron-down" className="nav-chevron" />
        {name ?? (
          <>
            <span className="collapsible-show" {...language}>
              {t('collapsible.open')}
            </span>
            <span className="collapsible-hide" {...language}>
              {t('collapsible.close')}
            </span>
          </>
        )}
      </summary>
      <div className="collapsible-content">{render(nodes)}</div>
    </details>
  );
}
