/**
 * A code group: tabs labelled with each block's file name (package-manager icons for npm,
 * pnpm, yarn, bun), one code block per panel. All panels are server-rendered; inactive
 * ones are hidden, so every snippet is in the HTML.
 */
import { Icon } from '../Icon.tsx';
import { useT } from '../i18n/useT.ts';
import { fileIcon } from './file-icon.ts';
import { childrenOf, isElement, propsOf, str, type ElementNode } from './nodes.ts';
import { ProsePre } from './ProsePre.tsx';
import { SimpleTabs } from './SimpleTabs.tsx';
import type { ProseComponentProps } from './types.ts';

/** The tablist is named after its files: "Code: npm, pnpm, yarn". */
export function CodeGroup({ nodes, render }: ProseComponentProps) {
  const t = useT();
  const blocks = nodes.filter((n): n is ElementNode => isElement(n) && n[0] === 'pre');
  if (!blocks.length) return <div className="code-group">{render(nodes)}</div>;
  const labels = blocks.map((b, i) => str(propsOf(b).filename) ?? str(propsOf(b).language) ?? `${i + 1}`);
  const tabs = blocks.map((b, i) => {
    const props = propsOf(b);
    const label = labels[i]!;
    return {
      label: (
        <>
          <Icon name={fileIcon(label, str(props.language))} />
          {label}
        </>
      ),
      panel: <ProsePre props={props} nodes={childrenOf(b)} render={render} hideHeader />,
    };
  });
  return (
    <SimpleTabs
      tabs={tabs}
      label={t('code.named', { name: labels.join(', ') })}
      className="code-group"
      listClassName="code-group-tabs"
      tabClassName="code-group-tab"
    />
  );
}
