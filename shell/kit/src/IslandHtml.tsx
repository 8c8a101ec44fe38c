/**
 * Shows an island fragment (spec §7): HTML rendered on the server by a component whose code
 * never reaches the browser. React keeps the server's HTML as is; the fragment's stylesheets
 * are added to the head when the page does not have them yet (client navigation).
 */
import { useEffect } from 'react';
import type { IslandFragment } from '@site/contracts';

export function IslandHtml({ fragment }: { fragment: Omit<IslandFragment, 'data'> }) {
  useEffect(() => {
    for (const link of fragment.head.link) {
      if (document.querySelector(`link[rel="${link.rel}"][href="${CSS.escape(link.href)}"]`)) continue;
      const el = document.createElement('link');
      el.rel = link.rel;
      el.href = link.href;
      document.head.appendChild(el);
    }
  }, [fragment]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is this site's own server render of a kit-sanitised component, never reader input.
  return <div className="island" data-island={fragment.key} dangerouslySetInnerHTML={{ __html: fragment.html }} />;
}
