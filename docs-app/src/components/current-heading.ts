/**
 * Which section the reader is in: the last heading whose top has passed the reading line
 * (just below the sticky header). At the very bottom of the page the line can no longer
 * reach the last headings, so there the heading the reader jumped to wins when it is in
 * view, and otherwise the last heading in view.
 */
export interface HeadingPosition {
  id: string;
  /** Top of the heading relative to the viewport (getBoundingClientRect().top). */
  top: number;
}

export interface ReadingView {
  /** Distance from the viewport top to the reading line (the header's height plus a margin). */
  line: number;
  viewportHeight: number;
  atBottom: boolean;
  /** The URL fragment (without #), the heading last jumped to. */
  hash: string;
}

export function currentHeading(headings: HeadingPosition[], view: ReadingView): string | null {
  if (!headings.length) return null;
  const inView = (h: HeadingPosition) => h.top >= 0 && h.top < view.viewportHeight;
  if (view.atBottom) {
    const jumped = headings.find((h) => h.id === view.hash);
    if (jumped && inView(jumped)) return jumped.id;
    const visible = headings.filter(inView);
    if (visible.length) return visible[visible.length - 1]!.id;
  }
  let current: string | null = null;
  for (const heading of headings) {
    // One pixel of tolerance: a heading scrolled to exactly the line counts as passed.
    if (heading.top <= view.line + 1) current = heading.id;
    else break;
  }
  return current ?? headings[0]!.id;
}
