/**
 * A code group: tabs labelled with each block's file name (package-manager icons for npm,
 * pnpm, yarn, bun), one code block per panel. Any other child (a preview of what the code
 * draws, written `::preview-card{label="Preview"}` or `::code-preview`) is a tab of its own,
 * labelled by its `label` (or `filename`) and `icon`. All panels are server-rendered;
 * inactive ones are hidden, so every snippet is in the HTML.
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
  const children = nodes.filter((n): n is ElementNode => isElement(n));
  if (!children.some((n) => n[0] === 'pre')) return <div className="code-group">{render(nodes)}</div>;
  const labels = children.map((b, i) => {
    const props = propsOf(b);
    return str(props.filename) ?? str(props.label) ?? (b[0] === 'pre' ? str(props.language) : undefined) ?? `${i + 1}`;
  });
  const tabs = children.map((b, i) => {
    const props = propsOf(b);
    const label = labels[i]!;
    const code = b[0] === 'pre';
    const icon = code ? fileIcon(label, str(props.language)) : str(props.icon);
    return {
      label: (
        <>
          {icon ? <Icon name={icon} /> : null}
          {label}
        </>
      ),
      panel: code ? <ProsePre props={props} nodes={childrenOf(b)} render={render} hideHeader /> : render([b]),
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
