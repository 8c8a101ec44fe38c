/** `tabs` with `tabs-item` children (`label`, `icon`). */
import { Icon } from '../Icon.tsx';
import { childrenOf, isElement, propsOf, str, type ElementNode } from './nodes.ts';
import { SimpleTabs } from './SimpleTabs.tsx';
import type { ProseComponentProps } from './types.ts';

export function ProseTabs({ nodes, render }: ProseComponentProps) {
  const items = nodes.filter((n): n is ElementNode => isElement(n) && n[0] === 'tabs-item');
  if (!items.length) return <div className="tabs">{render(nodes)}</div>;
  const tabs = items.map((item, i) => {
    const icon = str(propsOf(item).icon);
    return {
      label: (
        <>
          {icon ? <Icon name={icon} /> : null}
          {str(propsOf(item).label) ?? `${i + 1}`}
        </>
      ),
      panel: render(childrenOf(item)),
    };
  });
  return <SimpleTabs tabs={tabs} className="tabs" listClassName="tabs-list" tabClassName="tabs-trigger" panelClassName="tabs-content" />;
}
