import type { MouseEvent } from 'react';
import { localeTag } from '@site/contracts';
import { useSite } from '@site/kit';
import { useTemplatesText } from './use-text.ts';

interface CategoryFilterProps {
  categories: string[];
  selected: string | null;
  /** Link of the unfiltered list (locale prefix included). */
  allHref: string;
  onSelect: (category: string | null) => void;
}

/**
 * Category chips. Each chip is a real link (`?category=docs`), so the filter also works as
 * plain navigation; once hydrated, a click filters in place instead.
 */
export function CategoryFilter({ categories, selected, allHref, onSelect }: CategoryFilterProps) {
  const text = useTemplatesText();
  const { locale } = useSite();
  // In the alphabetical order of the reader's language, by the names the reader sees
  // (German puts Ä beside A, Swedish after Z), not by the categories' keys.
  const collator = new Intl.Collator(localeTag(locale));
  const chips: Array<{ value: string | null; label: string; href: string }> = [
    { value: null, label: text('templates.all'), href: allHref },
    ...categories
      .map((c) => ({ value: c, label: text.category(c), href: `${allHref}?category=${encodeURIComponent(c)}` }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
  const handleClick = (value: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(value);
  };
  return (
    <nav className="category-filter" aria-label={text('templates.filter')}>
      <ul role="list">
        {chips.map((chip) => (
          <li key={chip.label}>
            <a
              className="category-chip"
              href={chip.href}
              aria-current={chip.value === selected ? 'true' : undefined}
              onClick={handleClick(chip.value)}
            >
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
