/**
 * mdast (remark + remark-mdc) → hast with our component, slot and code nodes, then raw HTML
 * parsed by parse5 exactly as a browser would parse it (hast-util-raw). Parsing first and
 * sanitising the resulting tree is what defeats mutation XSS: the sanitiser sees the same
 * structure the browser will build.
 */
import type { Element, Root as HastRoot, ElementContent } from 'hast';
import type { Root as MdastRoot, Code, InlineCode } from 'mdast';
import { defaultHandlers, toHast, type Handlers, type State } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { VFile } from 'vfile';
import { kebabCase } from '@site/contracts';
import { normalizeProps } from './components.ts';
import { withInlineAttributes } from './inline-attributes.ts';
import type { WarningList } from './errors.ts';
import { PASS_THROUGH_TYPES, type MdcCodeNode, type MdcComponentNode, type MdcSlotNode } from './hast-nodes.ts';

interface MdcMdastNode {
  type: string;
  name?: string;
  attributes?: Record<string, unknown>;
  fmAttributes?: Record<string, unknown>;
  position?: MdcComponentNode['position'];
}

export interface ToHastOptions {
  source: string;
  warnings: WarningList;
  /** Finished `pre` nodes of the fenced code blocks and `code` nodes of inline code with a language, highlighted beforehand (highlighting is async). */
  code: Map<Code | InlineCode, MdcCodeNode['node']>;
}

export function mdastToHast(tree: MdastRoot, options: ToHastOptions): HastRoot {
  const component = (state: State, node: MdcMdastNode): MdcComponentNode => {
    const name = kebabCase(node.name ?? '');
    const line = node.position?.start.line ?? 1;
    return {
      type: 'mdcComponent',
      name,
      attributes: { ...(node.attributes ?? {}) },
      props: normalizeProps(node.attributes, node.fmAttributes, { warnings: options.warnings, line, component: name }),
      children: state.all(node as never) as ElementContent[],
      position: node.position,
    };
  };

  // Pictures and links keep what their MDC attributes say about how they show (inline-attributes.ts).
  const attributed =
    (handler: (state: State, node: never) => unknown) =>
    (state: State, node: MdcMdastNode): unknown => {
      const made = handler(state, node as never) as { type: string } | undefined;
      return made?.type === 'element' ? withInlineAttributes(made as Element, node.attributes) : made;
    };

  const handlers = {
    image: attributed(defaultHandlers.image),
    imageReference: attributed(defaultHandlers.imageReference),
    link: attributed(defaultHandlers.link),
    linkReference: attributed(defaultHandlers.linkReference),
    containerComponent: component,
    textComponent: component,
    leafComponent: component,
    componentContainerSection: (state: State, node: MdcMdastNode): MdcSlotNode => ({
      type: 'mdcSlot',
      name: node.name || 'default',
      children: state.all(node as never) as ElementContent[],
      position: node.position,
    }),
    // A YAML block inside a component is already merged into its props (fmAttributes).
    componentContainerDataSection: () => undefined,
    code: (_state: State, node: Code): MdcCodeNode | undefined => {
      const pre = options.code.get(node);
      return pre ? { type: 'mdcCode', node: pre, position: node.position } : undefined;
    },
    // Inline code with a language is highlighted; any other keeps the default `code` element.
    inlineCode: (state: State, node: InlineCode): MdcCodeNode | ElementContent => {
      const code = options.code.get(node);
      return code ? { type: 'mdcCode', node: code, position: node.position } : defaultHandlers.inlineCode(state, node);
    },
  } as unknown as Handlers;

  // GFM footnotes end the page in a section labelled for screen readers: labelled by a
  // paragraph, not a heading, so the label is no entry of the table of contents or search.
  const hast = toHast(tree, { allowDangerousHtml: true, handlers, footnoteLabelTagName: 'p' }) as HastRoot;
  if (!containsRaw(hast)) return hast;
  return raw(hast, { passThrough: [...PASS_THROUGH_TYPES], file: new VFile(options.source) }) as HastRoot;
}

function containsRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  const children = node.children as Array<{ type: string; children?: unknown[] }> | undefined;
  return children ? children.some(containsRaw) : false;
}
