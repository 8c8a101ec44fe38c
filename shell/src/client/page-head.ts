/**
 * After a client navigation, the head describes the page on screen: the previous page's
 * description, canonical, alternates, cards and structured data go and the next page's take
 * their place, where the server writes them (before the theme colour). A share sheet reads the
 * canonical link, so a stale one would share the first page a reader loaded.
 */
import { PAGE_HEAD_SELECTOR, type HeadTag } from '../app/head-tags.ts';

export function replacePageHead(tags: readonly HeadTag[]): void {
  const head = document.head;
  for (const el of head.querySelectorAll(PAGE_HEAD_SELECTOR)) el.remove();
  const before = head.querySelector('meta[name="theme-color"]');
  for (const tag of tags) {
    const el = document.createElement(tag.name);
    for (const [name, value] of tag.attrs) el.setAttribute(name, value);
    // Set as text, never parsed as HTML: no escaping needed, and a data block never runs.
    if (tag.json !== undefined) el.textContent = JSON.stringify(tag.json);
    head.insertBefore(el, before);
  }
}
