/**
 * GFM footnotes in the reader's language. The content build (mdast-util-to-hast) writes the
 * notes' screen-reader label ("Footnotes") and each back link's name ("Back to reference 1",
 * "... 1-2" for a second call of the same note) in English, once for every locale; the renderer
 * knows the locale, so it puts the kit's texts in their place, the numbers in the locale's digits.
 */
import { createElement, type ReactNode } from 'react';
import { useInterfaceLanguage } from '../ContentRegion.tsx';
import { formatNumber } from '../i18n/intl-format.ts';
import { useT } from '../i18n/useT.ts';
import { useSite } from '../site-context.tsx';
import { isElement } from './nodes.ts';
import { safeProps } from './react-props.ts';
import type { ProseComponentProps } from './types.ts';

/** The label paragraph mdast-util-to-hast puts first in the notes (`{clobberPrefix}footnote-label`). */
const isFootnoteLabel = (props: Record<string, unknown>) => typeof props.id === 'string' && props.id.endsWith('footnote-label');

/** A `<section>`; the footnotes' one gets its label in the reader's language. */
export function ProseSection({ props, nodes, render }: ProseComponentProps) {
  const t = useT();
  const language = useInterfaceLanguage();
  const safe = safeProps('section', props) ?? {};
  if (!('data-footnotes' in props)) return createElement('section', safe, ...render(nodes));
  const rendered = render(nodes);
  const children = nodes.map((node, key) => {
    if (!isElement(node) || !isFootnoteLabel(node[1])) return rendered[key];
    const label = safeProps(node[0], node[1]) ?? {};
    return createElement(node[0], { ...label, ...language, key }, t('prose.footnotes'));
  });
  return createElement('section', safe, ...children);
}

/** A link back from a note to its call: is `props` one (mdast-util-to-hast's `data-footnote-backref`)? */
export const isFootnoteBackLink = (props: Record<string, unknown>) => 'data-footnote-backref' in props;

/**
 * The back link's name (and its language) in the reader's language: the note's number (and which call of it,
 * `1-2`) read from the build's label, in the locale's digits.
 */
export function useFootnoteBackLabel(props: Record<string, unknown>): { 'aria-label': string; lang?: string } | undefined {
  const t = useT();
  const { locale } = useSite();
  const { lang } = useInterfaceLanguage();
  if (!isFootnoteBackLink(props)) return undefined;
  const written = typeof props['aria-label'] === 'string' ? props['aria-label'] : '';
  const match = /(\d+)(?:-(\d+))?\s*$/.exec(written);
  if (!match) return undefined;
  const number = match
    .slice(1)
    .filter((part): part is string => part !== undefined)
    .map((part) => formatNumber(Number(part), locale))
    .join('-');
  // In a region of another language (ContentRegion) the name says it is in the reader's.
  return { 'aria-label': t('prose.footnoteBack', { number }), ...(lang ? { lang } : {}) };
}

/** The back link's content: its arrow (mirrored in right-to-left text), then the call's number if it is a second one. */
export function footnoteBackContent({ nodes, render }: Pick<ProseComponentProps, 'nodes' | 'render'>): ReactNode[] {
  const rendered = render(nodes);
  return nodes.map((node, i) =>
    typeof node === 'string' && node.trim() === '↩' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a body's nodes never move; the renderer keys every node by its place too
      <span key={i} className="footnote-back flip-rtl" aria-hidden="true">
        ↩
      </span>
    ) : (
      rendered[i]
    ),
  );
}
