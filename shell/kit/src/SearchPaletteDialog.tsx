/**
 * The docs search palette's dialog (spec §2, VISUAL.md): results from the docs search index,
 * grouped by docs section; arrows move, Enter opens, Escape closes. With an empty query it
 * lists the docs pages. Loaded on the first open only (see SearchPalette.tsx), with its Ark
 * dialog machine.
 * The number of results is read out through the page's one polite live region once typing
 * pauses; a chosen result is opened once the dialog has closed and handed focus back, so
 * the router's focus on the target heading (or the new h1) is the last word.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { $searchOpen } from './stores.ts';
import { announce } from './announce.ts';
import { navigate } from './navigation.ts';
import { docsCollection, localePath, localeTag, searchDocs } from '@site/contracts';
import { docsSections } from './DocsNavigation.tsx';
import { Icon } from './Icon.tsx';
import { loadSearchData, type SearchData } from './search-data.ts';
import { useSite } from './site-context.tsx';
import { useT } from './i18n/useT.ts';

const MAX_RESULTS = 40;
const EXCERPT_CHARS = 140;
/** Results are announced when typing pauses this long, not at every key. */
const ANNOUNCE_PAUSE_MS = 500;

interface Row {
  id: string;
  title: string;
  excerpt: string;
  icon: string;
  group: string;
  /** Language of a page shown untranslated (its original's). */
  lang?: string;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

function excerpt(text: string | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > EXCERPT_CHARS ? `${clean.slice(0, EXCERPT_CHARS)}…` : clean;
}

function pageRows(data: SearchData): Row[] {
  const rows: Row[] = [];
  const visit = (node: SearchData['navigation'][number], group: string) => {
    if (node.page !== false && !node.children?.length)
      rows.push({ id: node.path, title: node.title, excerpt: '', icon: 'i-lucide-file-text', group, ...langOf(node.lang) });
    for (const child of node.children ?? []) visit(child, group);
  };
  for (const section of docsSections(data.navigation)) visit(section, section.title);
  return rows;
}

const langOf = (lang: unknown): { lang?: string } => (typeof lang === 'string' ? { lang } : {});

/**
 * Hits on translated pages first, then hits on pages shown in the original's language
 * (the locale's index covers both); each group keeps the index's relevance order.
 */
function searchRows(data: SearchData, query: string, other: string): Row[] {
  const translated: Row[] = [];
  const untranslated: Row[] = [];
  for (const hit of searchDocs(data.index, query)) {
    const id = String(hit.id);
    const page = id.split('#')[0] ?? id;
    const original = data.untranslated.has(page);
    const level = Number(hit.level ?? 1);
    (original ? untranslated : translated).push({
      id,
      title: String(hit.title ?? id),
      excerpt: excerpt(hit.content as string | undefined),
      icon: level > 1 || id.includes('#') ? 'i-lucide-hash' : 'i-lucide-file-text',
      group: data.sectionOf.get(page) ?? other,
      ...(original ? { lang: data.originalLang } : {}),
    });
    if (translated.length >= MAX_RESULTS) break;
  }
  return [...translated, ...untranslated].slice(0, MAX_RESULTS);
}

/** Rows grouped in first-seen order of their section. */
function groupRows(rows: Row[]): Array<{ label: string; rows: Row[] }> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups].map(([label, list]) => ({ label, rows: list }));
}

export function SearchPaletteDialog({ open }: { open: boolean }) {
  const t = useT();
  const { config, locale } = useSite();
  const collections = useMemo(
    () => ({
      own: docsCollection(config, locale),
      originalLang: config.i18n.defaultLocale,
    }),
    [config, locale],
  );
  const [status, setStatus] = useState<Status>('idle');
  const [data, setData] = useState<SearchData | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  /** The page a chosen result leads to, opened when the dialog has finished closing. */
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setStatus('pending');
    loadSearchData(collections).then(
      (loaded) => {
        if (cancelled) return;
        setData(loaded);
        setStatus('success');
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(error);
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, collections]);

  const rows = useMemo(() => {
    if (!data) return [];
    const q = query.trim();
    return q ? searchRows(data, q, t('search.other')) : pageRows(data);
  }, [data, query, t]);
  const groups = useMemo(() => groupRows(rows), [rows]);
  const ordered = groups.flatMap((g) => g.rows);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const typed = query.trim() !== '';
  const resultCount = ordered.length;
  useEffect(() => {
    if (!open || status !== 'success' || !typed) return;
    const message = resultCount ? t('search.resultCount', { count: resultCount }) : t('search.noMatch');
    const timer = setTimeout(() => announce(message), ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [open, status, typed, resultCount, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query or new data starts again at the first row
  useEffect(() => setActive(0), [query, data]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (row: Row | undefined) => {
    if (!row) return;
    chosen.current = localePath(config, locale, row.id);
    $searchOpen.set(false);
  };
  const openChosen = () => {
    const href = chosen.current;
    chosen.current = null;
    if (href) navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!ordered.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + ordered.length) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(ordered[active]);
    }
  };

  let index = -1;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        $searchOpen.set(d.open);
        if (!d.open) setQuery('');
      }}
      initialFocusEl={() => inputRef.current}
      onExitComplete={openChosen}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="palette-backdrop" />
        <Dialog.Positioner className="palette-positioner">
          <Dialog.Content className="palette">
            <Dialog.Title className="sr-only">{t('search.label')}</Dialog.Title>
            <div className="palette-input-row">
              <Icon name="i-lucide-search" />
              <input
                ref={inputRef}
                className="palette-input"
                type="search"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={ordered.length ? optionId(active) : undefined}
                aria-label={t('search.label')}
                placeholder={t('search.placeholder')}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onKeyDown}
              />
              <Dialog.CloseTrigger className="btn btn-ghost btn-icon" aria-label={t('common.close')}>
                <Icon name="i-lucide-x" />
              </Dialog.CloseTrigger>
            </div>
            <div className="palette-results" id={listId} role="listbox" aria-label={t('search.results')}>
              {status === 'error' ? (
                <p className="palette-empty" role="alert">
                  {t('search.unavailable')}
                </p>
              ) : status !== 'success' ? (
                <p className="palette-empty">{t('common.loading')}</p>
              ) : !ordered.length ? (
                <p className="palette-empty">{query.trim() ? t('search.noMatch') : t('common.noData')}</p>
              ) : (
                groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a group of listbox options (ARIA listbox pattern), not a form fieldset
                  <div key={group.label} role="group" aria-label={group.label}>
                    <p className="palette-group-label" aria-hidden="true">
                      {group.label}
                    </p>
                    {group.rows.map((row) => {
                      const i = ++index;
                      return (
                        // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the keyboard from the combobox input (aria-activedescendant)
                        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input; options are never focused themselves
                        <div
                          key={row.id}
                          id={optionId(i)}
                          role="option"
                          aria-selected={i === active}
                          className="palette-item"
                          onPointerMove={() => setActive(i)}
                          onClick={() => go(row)}
                        >
                          <Icon name={row.icon} />
                          {/* Each text in its own bidi isolate: Latin page titles inside Arabic
                              text (or the reverse) keep their own order. */}
                          <span className="palette-item-text" lang={row.lang ? localeTag(row.lang) : undefined}>
                            <bdi className="palette-item-title">{row.title}</bdi>
                            {row.excerpt ? <bdi className="palette-item-excerpt">{row.excerpt}</bdi> : null}
                          </span>
                        </div>
                      );
                    })}
                  </div>
                ))
              )}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
