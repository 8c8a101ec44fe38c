/**
 * Layout-only landing components: a class around their content and nothing else.
 * `page-grid` (cards in 1-3 columns), `page-columns` (columns), `container` and `page-body`
 * (the page width). The renderer passes the canonical name as `tag`.
 */
import type { ProseComponentProps } from '../prose/types.ts';

const WRAPPER_CLASS: Record<string, string> = {
  'page-grid': 'page-grid',
  'page-columns': 'page-columns',
};

export function LandingWrapper({ tag, nodes, render }: ProseComponentProps) {
  return <div className={WRAPPER_CLASS[tag] ?? 'landing-container'}>{render(nodes)}</div>;
}
