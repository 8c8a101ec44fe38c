/** Callouts: note, tip, warning, caution, important, and `callout` with its own icon/colour. */
import { Icon } from '../Icon.tsx';
import { str } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';

const CALLOUT_ICONS: Record<string, string> = {
  note: 'i-lucide-info',
  info: 'i-lucide-info',
  tip: 'i-lucide-lightbulb',
  warning: 'i-lucide-triangle-alert',
  caution: 'i-lucide-octagon-alert',
  important: 'i-lucide-circle-alert',
};
const CALLOUT_COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'];

export function Callout({ tag, props, nodes, render }: ProseComponentProps) {
  const typed = tag in CALLOUT_ICONS;
  const icon = str(props.icon) ?? CALLOUT_ICONS[tag];
  const color = str(props.color);
  return (
    <div
      className="callout"
      role="note"
      data-type={typed ? tag : undefined}
      data-color={!typed && color && CALLOUT_COLORS.includes(color) ? color : undefined}
    >
      {icon ? <Icon name={icon} /> : null}
      <div className="callout-body">{render(nodes)}</div>
    </div>
  );
}
