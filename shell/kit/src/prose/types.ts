import type { ReactNode } from 'react';
import type { MinimarkNode } from '@site/contracts';

/** Renders child nodes with the same component map. */
export type RenderNodes = (nodes: MinimarkNode[]) => ReactNode[];

/** What every prose component receives: its node's props (untrusted) and raw children. */
export interface ProseComponentProps {
  tag: string;
  props: Record<string, unknown>;
  nodes: MinimarkNode[];
  render: RenderNodes;
}

export type ProseComponent = (p: ProseComponentProps) => ReactNode;
