/** Callouts: note, tip, warning, caution, important, and `callout` with its own icon/colour. */
import { Icon } from '../Icon.tsx';
import { str } from './nodes.ts';
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

export function Callout({ tag, props, nodes, render }: ProseComponentProps) {
  const typed = tag in CALLOUT_ICONS;
  const icon = str(props.icon) ?? CALLOUT_ICONS[tag];
  const color = uiColor(str(props.color));
  return (
    <div className="callout" role="note" data-type={typed ? tag : undefined} data-color={!typed ? color : undefined}>
      {icon ? <Icon name={icon} /> : null}
      <div className="callout-body">{render(nodes)}</div>
    </div>
  );
}
