/**
 * One warning per file for what the sanitize policy left out of its body (`::script`,
 * `::iframe`, raw `<style>`): the author sees each dropped element or component with its line
 * and why, instead of a page that silently lacks it. One entry, not one per element: a page
 * pasted from elsewhere with forty `<svg>` icons should not bury the build's other findings.
 */
import { droppedTagReason } from '@site/contracts';
import type { WarningList } from './errors.ts';
import type { DroppedRef, UnsafeLinkRef } from './to-minimark.ts';

/** Places listed in the warning; the rest are counted. */
const LISTED = 8;

const shown = ({ name, written }: DroppedRef) => (written === 'component' ? `::${name}` : `<${name}>`);

export function warnDropped(dropped: readonly DroppedRef[], warnings: WarningList): void {
  const first = dropped[0];
  if (!first) return;
  const places = dropped.slice(0, LISTED).map((d) => `${shown(d)} on line ${d.line} (${droppedTagReason(d.name)})`);
  const more = dropped.length > LISTED ? `, and ${dropped.length - LISTED} more` : '';
  warnings.add(
    first.line,
    `left out of the page for safety, with its content: ${places.join('; ')}${more}.`,
    'The site renders no scripts, styles, frames, form controls or inline SVG from content: use a component the site draws (README.md, "Components and content shapes"), a picture file, or front matter `head:` for head tags.',
  );
}

/** Elements of other docs tools and how to write them here. */
const WRITE_INSTEAD: Readonly<Record<string, string>> = {
  tabs: 'Write tabs as "::tabs" holding one ":::tabs-item{label=\"…\"}" per tab.',
  tabitem: 'Write tabs as "::tabs" holding one ":::tabs-item{label=\"…\"}" per tab.',
};

/**
 * One warning per element name per file, at its first line, for the elements the sanitize
 * policy unwraps (a Docusaurus `<Tabs>`, `<font>`, any unknown tag): the page shows their
 * content as plain content, without what the element did.
 */
export function warnUnwrapped(unwrapped: readonly DroppedRef[], warnings: WarningList): void {
  const seen = new Set<string>();
  for (const ref of [...unwrapped].sort((a, b) => a.line - b.line)) {
    if (seen.has(ref.name)) continue;
    seen.add(ref.name);
    warnings.add(
      ref.line,
      `${shown(ref)} is not an element the site draws, so it was left out and its content shown in its place.`,
      WRITE_INSTEAD[ref.name] ?? 'Use markdown or a component the site draws (README.md, "Components and content shapes").',
    );
  }
}

const target = ({ attribute, scheme }: UnsafeLinkRef) => (scheme === null ? `${attribute} (not an address)` : `${attribute}="${scheme}:…"`);

/**
 * One warning per file for the link targets the URL check left out (`[x](javascript:…)`,
 * `<a href="javascript:…">`, a card's `to="javascript:…"`): the link's text stays in the
 * page, not linked, and the author learns why instead of finding a dead link.
 */
export function warnUnsafeLinks(unsafe: readonly UnsafeLinkRef[], warnings: WarningList): void {
  const first = unsafe[0];
  if (!first) return;
  const places = unsafe
    .slice(0, LISTED)
    .map((u) => `${target(u)} on line ${u.line} (${u.scriptable ? 'it would run a script' : 'not a web, mail or phone address'})`);
  const more = unsafe.length > LISTED ? `, and ${unsafe.length - LISTED} more` : '';
  warnings.add(
    first.line,
    `link left out of the page for safety, its text kept: ${places.join('; ')}${more}.`,
    'Links may go to http(s), mailto and tel addresses or to a path of the site; a link cannot run a script.',
  );
}
