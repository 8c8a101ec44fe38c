/**
 * The language and direction a screen reader is told an element's text is in: for an element
 * named by another (`aria-labelledby`), those of the element naming it; else its own, from
 * the nearest `lang` and `dir` around it. `null` where nothing says (the page's own).
 */
export function languageOf(element: Element): { lang: string | null; dir: string | null } {
  const by = element.getAttribute('aria-labelledby')?.split(' ')[0];
  const named = (by ? element.ownerDocument.getElementById(by) : null) ?? element;
  return {
    lang: named.closest('[lang]')?.getAttribute('lang') ?? null,
    dir: named.closest('[dir]')?.getAttribute('dir') ?? null,
  };
}
