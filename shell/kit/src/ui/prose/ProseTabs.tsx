/** `tabs` with `tabs-item` children (`label`, `icon`). */
import { Tabs } from '@ark-ui/react/tabs';
import { Icon } from '../Icon.tsx';
import { childrenOf, isElement, propsOf, str, type ElementNode } from './nodes.ts';
import type { ProseComponentProps } from './types.ts';

export function ProseTabs({ nodes, render }: ProseComponentProps) {
  const items = nodes.filter((n): n is ElementNode => isElement(n) && n[0] === 'tabs-item');
  if (!items.length) return <div className="tabs">{render(nodes)}</div>;
  return (
    <Tabs.Root className="tabs" defaultValue="0">
      <Tabs.List className="tabs-list">
        {items.map((item, i) => {
          const icon = str(propsOf(item).icon);
          return (
            <Tabs.Trigger key={i} value={String(i)} className="tabs-trigger">
              {icon ? <Icon name={icon} /> : null}
              {str(propsOf(item).label) ?? `${i + 1}`}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {items.map((item, i) => (
        <Tabs.Content key={i} value={String(i)} className="tabs-content">
          {render(childrenOf(item))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
