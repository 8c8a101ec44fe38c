/**
 * What a reader would see as broken layout, read from a real Chromium page at its current
 * viewport width:
 * - `overflow`: an element that sticks out of the viewport horizontally (left of 0 or right of
 *   the viewport's width), unless a scroll container it sits in (a code block, a wide table, a
 *   tab strip: `overflow-x: auto | scroll`) is itself inside the viewport: scrollers are meant
 *   to hold wide content;
 * - `clipped`: text cut off by a box that hides its overflow (`overflow: hidden | clip`), unless
 *   the box shows the cut on purpose (`text-overflow: ellipsis`, `-webkit-line-clamp`) or a
 *   scroller between the two holds the text.
 * Visually hidden text (the `sr-only` pattern: a 1 px box or an empty clip) is neither.
 * Only the outermost offender of a subtree is listed, named by its tag, classes and text.
 */
import type { Page } from 'playwright-core';

export interface LayoutProblem {
  kind: 'overflow' | 'clipped';
  element: string;
  detail: string;
}

export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  // Run under tsx (esbuild's keepNames), the nested functions below are wrapped in `__name`,
  // which the page does not have.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: LayoutProblem[] = [];
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    };
    const styleOf = (el: Element) => getComputedStyle(el);
    const visuallyHidden = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = styleOf(node);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        const rect = node.getBoundingClientRect();
        if (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const style = styleOf(el);
      return style.visibility !== 'hidden' && style.display !== 'contents' && el.getClientRects().length > 0 && Number(style.opacity) > 0;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    /** The nearest ancestor that scrolls or clips horizontally, if any. */
    const horizontalBox = (el: Element): Element | null => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const x = styleOf(node).overflowX;
        if (scrolls(x) || hides(x)) return node;
      }
      return null;
    };
    const outside = (rect: DOMRect) => rect.right > width + 1 || rect.left < -1;

    const offenders = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg') !== el && el.closest('svg')) continue; // an SVG's own shapes follow the SVG
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !outside(rect)) continue;
      const box = horizontalBox(el);
      if (box && !outside(box.getBoundingClientRect())) continue; // held by a scroller or clipped inside the page
      if (el.parentElement && offenders.has(el.parentElement)) {
        offenders.add(el);
        continue;
      }
      if (visuallyHidden(el)) continue;
      offenders.add(el);
      problems.push({
        kind: 'overflow',
        element: describe(el),
        detail: `spans ${Math.round(rect.left)}..${Math.round(rect.right)} px in a ${width} px viewport`,
      });
    }

    // Clipped text: every text run checked against each box above it that hides overflow.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || !shown(parent) || parent.closest('svg, script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = styleOf(box);
        // Text in a scroller (a code block, a wide table) is reached by scrolling it: a box
        // further out that clips is not what hides it.
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
        const clipsX = hides(style.overflowX);
        const clipsY = hides(style.overflowY);
        if (!clipsX && !clipsY) continue;
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
        const b = box.getBoundingClientRect();
        const left = b.left + box.clientLeft;
        const top = b.top + box.clientTop;
        const cut = rects.some(
          (r) =>
            (clipsX && (r.left < left - 1 || r.right > left + box!.clientWidth + 1)) ||
            (clipsY && (r.top < top - 1 || r.bottom > top + box!.clientHeight + 1)),
        );
        if (cut && !reported.has(box) && !visuallyHidden(box)) {
          reported.add(box);
          problems.push({ kind: 'clipped', element: describe(box), detail: `cuts "${node.textContent.trim().slice(0, 40)}"` });
        }
        if (cut) break;
      }
    }
    return problems;
  });
}
