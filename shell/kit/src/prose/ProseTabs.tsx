/** `tabs` with `tabs-item` children (`label`, `icon`); the tablist is named after its tabs. */
import { Icon } from '../Icon.tsx';
import { useT } from '../i18n/useT.ts';
import { canonicalComponentName } from '@site/contracts';
import { childrenOf, isElement, propsOf, str, type ElementNode } from './nodes.ts';
import { SimpleTabs } from './SimpleTabs.tsx';
import type { ProseComponentProps } from './types.ts';

export function ProseTabs({ nodes, render }: ProseComponentProps) {
  const t = useT();
  // Items under any name form: `tabs-item`, `prose-tabs-item`, `TabsItem`, `tab-item`.
  const items = nodes.filter((n): n is ElementNode => isElement(n) && canonicalComponentName(n[0]) === 'tabs-item');
  if (!items.length) return <div className="tabs">{render(nodes)}</div>;
  const labels = items.map((item, i) => str(propsOf(item).label) ?? `${i + 1}`);
  const tabs = items.map((item, i) => {
    const icon = str(propsOf(item).icon);
    return {
      label: (
        <>
          {icon ? <Icon name={icon} /> : null}
          {labels[i]}
        </>
      ),
      panel: render(childrenOf(item)),
    };
  });
  return (
    <SimpleTabs
      tabs={tabs}
      label={t('prose.tabs', { name: labels.join(', ') })}
      className="tabs"
      listClassName="tabs-list"
      tabClassName="tabs-trigger"
      panelClassName="tabs-content"
    />
  );
}
