import { useEffect, useState } from 'react';
import { CategoryFilter } from './CategoryFilter.tsx';
import { categoryFromSearch, filterTemplates } from './template-model.ts';
import { TemplateCard } from './TemplateCard.tsx';
import { useTemplatesText } from './use-text.ts';
import { formatNumber, useLocalePath, useSite, ContentRegion, InterfaceText } from '@site/kit';
import type { TemplatesListData } from '../page-data.ts';

/** /templates: title and intro, category chips, and the grid of templates. */
export function TemplatesListView({ data }: { data: TemplatesListData }) {
  const listHref = useLocalePath()('/templates');
  const text = useTemplatesText();
  const { locale } = useSite();
  // The server renders the category the URL asks for and the state carries it, so hydration
  // renders the same; a client navigation's payload has none, and the URL's is applied then.
  const [selected, setSelected] = useState<string | null>(data.selected ?? null);

  useEffect(() => {
    const sync = () => setSelected(categoryFromSearch(window.location.search, data.categories));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [data.categories]);

  const select = (category: string | null) => {
    setSelected(category);
    // Keep the URL shareable without adding history entries the router would have to load.
    const url = new URL(window.location.href);
    if (category) url.searchParams.set('category', category);
    else url.searchParams.delete('category');
    window.history.replaceState(window.history.state, '', url);
  };

  const shown = filterTemplates(data.templates, selected);
  // The plural form of the reader's language for this count (Russian 2, 5 and 21 take three), its digits the locale's.
  const total = text('templates.count', { count: shown.length, number: formatNumber(shown.length, locale) });
  const count = selected ? text('templates.countInCategory', { count: total, category: text.category(selected) }) : total;

  return (
    <ContentRegion className="container templates-page">
      <header className="page-hero">
        <h1>{data.intro.title}</h1>
        <p>{data.intro.description}</p>
      </header>
      {data.categories.length > 1 ? (
        <CategoryFilter categories={data.categories} selected={selected} allHref={listHref} onSelect={select} />
      ) : null}
      {/* Inside the region of English content, the count and the empty list's text are the reader's. */}
      <p className="templates-count" role="status">
        <InterfaceText>{count}</InterfaceText>
      </p>
      {shown.length > 0 ? (
        <ul className="card-grid card-grid-3 templates-grid" role="list">
          {shown.map((template, index) => (
            <li key={template.id}>
              <TemplateCard template={template} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="templates-empty">
          <InterfaceText>{text('templates.empty')}</InterfaceText>
        </p>
      )}
    </ContentRegion>
  );
}
