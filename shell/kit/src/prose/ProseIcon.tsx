/** `:icon{name="i-lucide-rocket"}`: an inline icon. */
import { Icon } from '../Icon.tsx';
import { str } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';

export function ProseIcon({ props }: ProseComponentProps) {
  const name = str(props.name) ?? str(props.icon);
  return name ? <Icon name={name} className="prose-icon" /> : null;
}
