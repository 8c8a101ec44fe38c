/** `link` (`u-link`): an inline link with `to` (or `href`) around its content. */
import { SiteLink } from '../SiteLink.tsx';
import { inlineNodes, str } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function ProseLink({ props, nodes, render }: ProseComponentProps) {
  const to = str(props.to) ?? str(props.href);
  const children = render(inlineNodes(nodes));
  return to ? (
    <SiteLink to={to} target={props.target === '_blank' ? '_blank' : undefined}>
      {children}
    </SiteLink>
  ) : (
    <span>{children}</span>
  );
}
