/**
 * Node types this pipeline adds to hast. Components, slots and highlighted code are not
 * HTML: they travel through the HTML parser untouched (hast-util-raw `passThrough`) so that
 * raw HTML inside them is parsed as its own fragment and their props keep their JSON values.
 */
import type { ElementContent } from 'hast';
import type { Position } from 'unist';
import type { MinimarkNode } from '@site/contracts';

export interface MdcComponentNode {
  type: 'mdcComponent';
  /** kebab-case name. */
  name: string;
  /** Attributes as written (for components named like HTML tags, e.g. `[text]{.class}` → span). */
  attributes: Record<string, unknown>;
  /** Normalised props: camelCase names, bound values decoded. */
  props: Record<string, unknown>;
  children: ElementContent[];
  position?: Position;
}

export interface MdcSlotNode {
  type: 'mdcSlot';
  name: string;
  children: ElementContent[];
  position?: Position;
}

export interface MdcCodeNode {
  type: 'mdcCode';
  /** The finished, highlighted `pre` node. */
  node: MinimarkNode;
  position?: Position;
}

declare module 'hast' {
  interface RootContentMap {
    mdcComponent: MdcComponentNode;
    mdcSlot: MdcSlotNode;
    mdcCode: MdcCodeNode;
  }
  interface ElementContentMap {
    mdcComponent: MdcComponentNode;
    mdcSlot: MdcSlotNode;
    mdcCode: MdcCodeNode;
  }
}

export const PASS_THROUGH_TYPES = ['mdcComponent', 'mdcSlot', 'mdcCode'] as const;

/**
 * An mdast node as the passes that rewrite remark-mdc's trees read it (foreign-lines.ts,
 * github-alerts.ts, vitepress-badges.ts): remark-mdc publishes no types for its component
 * nodes, so their fields are optional here.
 */
export interface LooseMdastNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, unknown>;
  position?: { start: { line: number } };
  children?: LooseMdastNode[];
  [key: string]: unknown;
}
