/**
 * A highlighted code block: optional header strip with the file's icon and name, shiki
 * token spans (their `--shiki-light/--shiki-dark` styles pick the theme in CSS), highlighted
 * lines, and a copy button for the raw code.
 */
import type { MinimarkNode } from '@site/contracts';
import { Icon } from '../Icon.tsx';
import { useT } from '../i18n/useT.ts';
import { useInterfaceLabel } from '../ContentRegion.tsx';
import { CopyButton } from './CopyButton.tsx';
import { fileIcon } from './file-icon.ts';
import { childrenOf, isElement, propsOf, str, textContent, type ElementNode } from './nodes.ts';

import type { RenderNodes } from './types.ts';

export interface ProsePreProps {
  props: Record<string, unknown>;
  nodes: MinimarkNode[];
  render: RenderNodes;
  /** Inside a code group the tab shows the file name instead of the header strip. */
  hideHeader?: boolean;
}

function hasClass(node: ElementNode, cls: string): boolean {
  const value = propsOf(node).class;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : [];
  return list.includes(cls);
}

/**
 * The classes a line takes for what marks it: `{1,3}` and `[!code highlight]` highlight it;
 * shiki's other notations (code-notation.ts in content-service) mark it added, removed,
 * focused, an error or a warning.
 */
const MARK_CLASSES: Record<string, string> = {
  highlights: 'highlight',
  add: 'diff add',
  remove: 'diff remove',
  focus: 'focused',
  error: 'highlight error',
  warning: 'highlight warning',
};

/** Line number (1-based) → the classes it takes, from `highlights` and `marks`. */
function lineClasses(props: Record<string, unknown>): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  const lists: Record<string, unknown> = {
    highlights: props.highlights,
    ...(props.marks && typeof props.marks === 'object' ? props.marks : {}),
  };
  for (const [key, lines] of Object.entries(lists)) {
    const cls = MARK_CLASSES[key];
    if (!cls || !Array.isArray(lines)) continue;
    for (const line of lines) if (typeof line === 'number') byLine.set(line, [...(byLine.get(line) ?? []), cls]);
  }
  return byLine;
}

/** Adds each line's classes (lineClasses) to its `span.line`. */
function markLines(nodes: MinimarkNode[], classes: Map<number, string[]>): MinimarkNode[] {
  if (!classes.size) return nodes;
  let line = 0;
  const mark = (node: MinimarkNode): MinimarkNode => {
    if (!isElement(node)) return node;
    if (node[0] === 'span' && hasClass(node, 'line')) {
      line++;
      const extra = classes.get(line);
      if (!extra) return node;
      const props = propsOf(node);
      const cls = Array.isArray(props.class) ? props.class.join(' ') : String(props.class ?? '');
      return ['span', { ...props, class: [cls, ...new Set(extra.join(' ').split(' '))].join(' ') }, ...childrenOf(node)];
    }
    if (node[0] === 'code') return ['code', propsOf(node), ...childrenOf(node).map(mark)];
    return node;
  };
  return nodes.map(mark);
}

export function ProsePre({ props, nodes, render, hideHeader }: ProsePreProps) {
  const t = useT();
  const language = str(props.language);
  const filename = str(props.filename);
  const label = useInterfaceLabel(filename || language ? t('code.named', { name: (filename ?? language)! }) : t('code.code'));
  const shown = textContent(nodes);
  const code = typeof props.code === 'string' ? props.code : shown;
  const classes = lineClasses(props);
  const marked = [...classes.values()].flat();
  const preClass = [
    language ? `language-${language}` : '',
    marked.some((c) => c.startsWith('diff')) ? 'has-diff' : '',
    marked.includes('focused') ? 'has-focused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="code-block" data-language={language}>
      {filename && !hideHeader ? (
        <div className="code-block-header">
          <Icon name={fileIcon(filename, language)} />
          <span>{filename}</span>
        </div>
      ) : null}
      {/* A scrolling code block must be reachable by keyboard to scroll it (WCAG 2.1.1); as a
          focus stop it is a named group, "Code: file name" (or its language). A group, not a
          region: a page of code blocks would flood the landmarks, with repeated names. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the <pre> itself is the scroll area; a <fieldset> is for form controls */}
      <pre
        className={preClass || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        role="group"
        {...label.props}
      >
        {render(markLines(nodes, classes))}
      </pre>
      {label.node}
      <CopyButton code={code} shown={shown} />
    </div>
  );
}
