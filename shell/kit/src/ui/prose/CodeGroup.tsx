/**
 * A code group: tabs labelled with each block's file name (package-manager icons for npm,
 * pnpm, yarn, bun), one code block per panel. All panels are server-rendered; inactive
 * ones are hidden, so every snippet is in the HTML.
 */
import { Tabs } from '@ark-ui/react/tabs';
import { Icon } from '../Icon.tsx';
import { fileIcon } from './file-icon.ts';
import { childrenOf, isElement, propsOf, str, type ElementNode } from './nodes.ts';
import { ProsePre } from './ProsePre.tsx';
import type { ProseComponentProps } from './types.ts';

export function CodeGroup({ nodes, render }: ProseComponentProps) {
  const blocks = nodes.filter((n): n is ElementNode => isElement(n) && n[0] === 'pre');
  if (!blocks.length) return <div className="code-group">{render(nodes)}</div>;
  const labels = blocks.map((b, i) => str(propsOf(b).filename) ?? str(propsOf(b).language) ?? `${i + 1}`);
  return (
    <Tabs.Root className="code-group" defaultValue="0">
      <Tabs.List className="code-group-tabs">
        {blocks.map((b, i) => (
          <Tabs.Trigger key={i} value={String(i)} className="code-group-tab">
            <Icon name={fileIcon(labels[i], str(propsOf(b).language))} />
            {labels[i]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {blocks.map((b, i) => (
        <Tabs.Content key={i} value={String(i)}>
          <ProsePre props={propsOf(b)} nodes={childrenOf(b)} render={render} hideHeader />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
