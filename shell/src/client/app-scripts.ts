/**
 * Starts the app's scripts: the ones the server listed on the reader's own element
 * (`data-scripts`, run in order), with the page's remote entry fetched alongside
 * (`data-preload`), so they arrive together rather than one after the other.
 */
function listed(el: Element, name: string): string[] {
  return (el.getAttribute(name) ?? '').split(' ').filter(Boolean);
}

export function loadAppScripts(from: HTMLScriptElement, doc: Document = document): void {
  const parent = from.parentNode ?? doc.documentElement;
  for (const url of listed(from, 'data-preload')) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    parent.appendChild(link);
  }
  for (const url of listed(from, 'data-scripts')) {
    const script = doc.createElement('script');
    script.src = url;
    script.async = false;
    parent.appendChild(script);
  }
}
