/**
 * "On this page": the toc links with the section being read marked active. It is tracked
 * after mount (so the server HTML has no active state to mismatch), on every scroll (one
 * computation per frame) and right after a jump to a heading.
 */
import { useEffect, useState } from 'react';
import { useDocsText } from '../i18n/index.ts';
import type { TocLink } from '@site/contracts';
import { currentHeading } from './current-heading.ts';

function flatten(links: TocLink[]): string[] {
  return links.flatMap((l) => [l.id, ...flatten(l.children ?? [])]);
}

/** The reading line: where the sticky header ends (the page's scroll padding). */
function readingLine(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 80;
}

/** Ids of the heading of the section being read (one, in a set for the toc's lookup). */
export function useActiveHeadings(links: TocLink[]): Set<string> {
  const [active, setActive] = useState<Set<string>>(new Set());
  const key = flatten(links).join('\n');
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const id = currentHeading(headings, {
        line: readingLine(),
        viewportHeight: window.innerHeight,
        atBottom: window.innerHeight + window.scrollY >= root.scrollHeight - 2,
        hash: decodeURIComponent(location.hash.slice(1)),
      });
      setActive((prev) => (id && prev.size === 1 && prev.has(id) ? prev : new Set(id ? [id] : [])));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
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
