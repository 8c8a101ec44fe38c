import type { MouseEvent } from 'react';
import { useInterfaceLanguage } from '@site/kit';
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
  // Every chip is an interface text (categories are translated), also among English templates.
  const language = useInterfaceLanguage();
  // `categories` come in the reader's alphabetical order (the loader's, carried in the page's state).
  const chips: Array<{ value: string | null; label: string; href: string }> = [
    { value: null, label: text('templates.all'), href: allHref },
    ...categories.map((c) => ({ value: c, label: text.category(c), href: `${allHref}?category=${encodeURIComponent(c)}` })),
  ];
  const handleClick = (value: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(value);
  };
  return (
    <nav className="category-filter" aria-label={text('templates.filter')} {...language}>
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
