/**
 * What makes a body's server HTML interactive without rendering it (ServerHtml.tsx): its
 * copy buttons, its tabs (code groups, `tabs`) and the icons the server could not inline.
 * The markup is the one React renders (CopyButton, SimpleTabs, Icon), so the same CSS and
 * the same accessibility tree apply; the rules are shared with those components
 * (copy-code.ts, tab-keys.ts, remote-icons.ts). Listeners sit on the body's element, so
 * they end with it.
 */
import { COPIED_MS, copyCode, type CopyCodeTexts } from './copy-code.ts';
import { tabForKey } from './tab-keys.ts';

const enhanced = new WeakSet<Element>();

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
}

function selectTab(tab: HTMLElement, focus: boolean): void {
  const list = tab.parentElement;
  if (!list) return;
  for (const each of tabsOf(list)) {
    const on = each === tab;
    each.setAttribute('aria-selected', String(on));
    each.tabIndex = on ? 0 : -1;
    each.toggleAttribute('data-selected', on);
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
  if (focus) tab.focus();
}

function copyFrom(button: HTMLElement, texts: CopyCodeTexts): void {
  // The code the button sits beside (a code block's <pre>, an input-copy's <code>).
  const shown = button.parentElement?.querySelector(':scope > pre, :scope > code')?.textContent ?? '';
  void copyCode(button.dataset.copy ?? shown, texts).then((ok) => {
    if (!ok) return;
    button.setAttribute('data-copied', '');
    setTimeout(() => button.removeAttribute('data-copied'), COPIED_MS);
  });
}

/** Enhances one body's server HTML, once. */
export function enhanceServerHtml(root: HTMLElement, texts: CopyCodeTexts): void {
  if (enhanced.has(root)) return;
  enhanced.add(root);
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const copy = target.closest<HTMLElement>('.copy-button');
    if (copy && root.contains(copy)) return copyFrom(copy, texts);
    const tab = target.closest<HTMLElement>('[role="tab"]');
    if (tab && root.contains(tab)) selectTab(tab, false);
  });
  root.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    const list = tab?.parentElement;
    if (!tab || !list || !root.contains(tab)) return;
    const tabs = tabsOf(list);
    const next = tabForKey(event.key, tabs.indexOf(tab), tabs.length, getComputedStyle(list).direction === 'rtl');
    if (next === null) return;
    event.preventDefault();
    selectTab(tabs[next]!, true);
  });
  // Icons left to the icon API are rare: its client (remote-icons.ts) loads when there is one.
  const apiIcons = [...root.querySelectorAll<SVGSVGElement>('svg[data-icon]')];
  if (apiIcons.length) {
    import('../remote-icons.ts').then(
      ({ fillIconFromApi }) => apiIcons.forEach(fillIconFromApi),
      (err: unknown) => console.warn(`[Icon] failed to load the icon API client: ${(err as Error).message}`),
    );
  }
}
