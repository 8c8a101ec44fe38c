/**
 * Callouts: note, tip, warning, caution, important, and `callout` with its own icon/colour.
 *
 * With `to` (and `target`) a callout links where it says, as the reference UI library's does:
 * the whole callout is the link, named by its text, when its content holds nothing a link may
 * not (links, buttons, code blocks with their copy button, headings with their anchor, tabs…:
 * nested interactive content is invalid HTML, and browsers take the inner links out of the
 * outer one); otherwise its content stays as it is and the link follows it, named by where it
 * goes. Web links open in a new tab unless `target` says otherwise, and say so.
 *
 * A `#title` slot (or a `title` prop), as VitePress's `::: warning Breaking in v2` and
 * Docusaurus's `:::info Good to know` are read, is shown in bold on the callout's first line.
 */
import { canonicalComponentName, checkUrl, type MinimarkNode } from '@site/contracts';
import { isExternalHref } from '../AppLink.tsx';
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useT } from '../i18n/useT.ts';
import { InterfaceText } from '../ContentRegion.tsx';
import { hasContent, inlineNodes, isElement, splitSlots, str, textContent } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';
import { uiColor } from '../ui-colors.ts';

const CALLOUT_ICONS: Record<string, string> = {
  note: 'i-lucide-info',
  info: 'i-lucide-info',
  tip: 'i-lucide-lightbulb',
  warning: 'i-lucide-triangle-alert',
  caution: 'i-lucide-octagon-alert',
  important: 'i-lucide-circle-alert',
};

const EXTERNAL_ICON = 'i-lucide-external-link';

/** Text and the elements that render neither a link nor a control, at any depth: what a link may hold. */
const LINK_CONTENT = new Set(
  'p span strong em b i u s del ins mark small sub sup code kbd abbr q cite dfn time var samp bdi bdo data br wbr img ul ol li blockquote dl dt dd badge icon'.split(
    ' ',
  ),
);

function fitsInLink(nodes: MinimarkNode[]): boolean {
  return nodes.every(
    (node) =>
      typeof node === 'string' ||
      (isElement(node) && LINK_CONTENT.has(canonicalComponentName(node[0])) && fitsInLink(node.slice(2) as MinimarkNode[])),
  );
}

/**
 * Where a link goes, as a reader reads it: a web address without its scheme, any other as written
 * (isolated where it is shown, so a path keeps its slashes in place in right-to-left text).
 */
function destinationText(to: string): string {
  const web = /^https?:\/\/(.+?)\/?$/i.exec(to);
  return web?.[1] ?? to.replace(/^mailto:|^tel:/i, '');
}

/** The callout's title line (its `#title` slot, or `title` prop), then its body. */
function titledBody(props: Record<string, unknown>, slots: ReturnType<typeof splitSlots>, render: ProseComponentProps['render']) {
  const title = hasContent(slots.title) ? render(inlineNodes(slots.title)) : str(props.title);
  return (
    <>
      {title ? (
        <p className="callout-title">
          <strong>{title}</strong>
        </p>
      ) : null}
      {render(slots.default)}
    </>
  );
}

export function Callout({ tag, props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const slots = splitSlots(nodes);
  // What a reader sees: the title line, then the body.
  const shown = [...inlineNodes(slots.title ?? []), ...slots.default];
  const body = titledBody(props, slots, render);
  const typed = tag in CALLOUT_ICONS;
  const icon = str(props.icon) ?? CALLOUT_ICONS[tag];
  const color = uiColor(str(props.color));
  // The site's one URL check, as for every link: a refused `to` leaves a plain callout.
  const rawTo = str(props.to);
  const to = (rawTo === undefined ? null : checkUrl(rawTo, 'link')) || undefined;
  const written = str(props.target);
  const target = written === '_blank' || written === '_self' ? written : to && /^https?:/i.test(to) ? '_blank' : undefined;
  const rootProps = { role: 'note', 'data-type': typed ? tag : undefined, 'data-color': !typed ? color : undefined };
  const iconEl = icon ? <Icon name={icon} /> : null;
  if (!to) {
    return (
      <div className="callout" {...rootProps}>
        {iconEl}
        <div className="callout-body">{body}</div>
      </div>
    );
  }
  const newTab = target === '_blank' ? <InterfaceText className="sr-only">{` ${t('common.opensInNewTab')}`}</InterfaceText> : null;
  const external = target === '_blank' || isExternalHref(to) ? <Icon name={EXTERNAL_ICON} className="callout-external" /> : null;
  // A callout without text (an empty one, pictures only) would be a link without a name.
  if (textContent(shown).trim() !== '' && fitsInLink(shown)) {
    return (
      <div className="callout callout-link" {...rootProps}>
        <SiteLink to={to} target={target} className="callout-anchor">
          {iconEl}
          <div className="callout-body">{body}</div>
          {newTab}
          {external}
        </SiteLink>
      </div>
    );
  }
  return (
    <div className="callout" {...rootProps}>
      {iconEl}
      <div className="callout-body">
        {body}
        <p className="callout-more">
          <SiteLink to={to} target={target}>
            <bdi>{destinationText(to)}</bdi>
            {newTab}
            {external}
          </SiteLink>
        </p>
      </div>
    </div>
  );
}
