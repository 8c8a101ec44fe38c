/**
 * "On this page": the toc links with the headings in view marked active (tracked with an
 * IntersectionObserver after mount, so the server HTML has no active state to mismatch).
 */
import { useEffect, useState } from 'react';
import { useDocsText } from '../i18n/index.ts';
import type { TocLink } from '@site/contracts';

function flatten(links: TocLink[]): string[] {
  return links.flatMap((l) => [l.id, ...flatten(l.children ?? [])]);
}

/** Ids of the headings currently in view (or the last one passed). */
export function useActiveHeadings(links: TocLink[]): Set<string> {
  const [active, setActive] = useState<Set<string>>(new Set());
  const key = flatten(links).join('\n');
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    if (!elements.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        if (visible.size) setActive(new Set(visible));
      },
      { rootMargin: '-64px 0px -40% 0px' },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return active;
}

function TocList({ links, active }: { links: TocLink[]; active: Set<string> }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={`#${link.id}`}
            data-active={active.has(link.id) || undefined}
            aria-current={active.has(link.id) ? 'location' : undefined}
          >
            {link.text}
          </a>
          {link.children?.length ? <TocList links={link.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** `lang`: the language of the headings when it is not the page's (an English page standing in). */
export function DocsToc({ links, active, titleId, lang }: { links: TocLink[]; active: Set<string>; titleId?: string; lang?: string }) {
  const t = useDocsText();
  return (
    <nav className="toc" lang={lang} aria-labelledby={titleId} aria-label={titleId ? undefined : t('docs.onThisPage')}>
      <TocList links={links} active={active} />
    </nav>
  );
}
