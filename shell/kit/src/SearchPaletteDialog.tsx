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
import { docsCollection, localePath, localeTag, type SearchHit } from '@site/contracts';
import { Icon } from './Icon.tsx';
import { loadSearchSource, type SearchSource } from './search-data.ts';
import { useSearchHits } from './useSearchHits.ts';
import { useVisualViewport } from './use-visual-viewport.ts';
import { useSite } from './site-context.tsx';
import { useT } from './i18n/useT.ts';
import { formatNumber } from './i18n/intl-format.ts';

/** Results are announced when typing pauses this long, not at every key. */
const ANNOUNCE_PAUSE_MS = 500;

interface Row {
  id: string;
  title: string;
  /** A section's page. */
  page?: string;
  excerpt: string;
  icon: string;
  group: string;
  /** Language of a page shown untranslated (its original's). */
  lang?: string;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

const toRow = (hit: SearchHit, other: string): Row => ({
  id: hit.id,
  title: hit.title,
  ...(hit.page ? { page: hit.page } : {}),
  excerpt: hit.excerpt,
  icon: hit.heading ? 'i-lucide-hash' : 'i-lucide-file-text',
  group: hit.group ?? other,
  ...(hit.lang ? { lang: hit.lang } : {}),
});

/** Rows grouped in first-seen order of their section. */
function groupRows(rows: Row[]): Array<{ label: string; rows: Row[] }> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups].map(([label, list]) => ({ label, rows: list }));
}

export function SearchPaletteDialog({ open }: { open: boolean }) {
  const t = useT();
  const { config, locale } = useSite();
  const collections = useMemo(() => ({ own: docsCollection(config, locale) }), [config, locale]);
  const [status, setStatus] = useState<Status>('idle');
  const [source, setSource] = useState<SearchSource | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // The results end above a phone's on-screen keyboard (the positioner follows what is visible).
  useVisualViewport(open);
  const listId = useId();
  /** The page a chosen result leads to, opened when the dialog has finished closing. */
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setStatus('pending');
    loadSearchSource(collections).then(
      (loaded) => {
        if (cancelled) return;
        setSource(loaded);
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

  const answer = useSearchHits(source, query);
  const other = t('search.other');
  const groups = useMemo(() => groupRows(answer.hits.map((hit) => toRow(hit, other))), [answer.hits, other]);
  const ordered = groups.flatMap((g) => g.rows);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const typed = query.trim() !== '';
  const resultCount = ordered.length;
  useEffect(() => {
    if (!open || status !== 'success' || !typed || !answer.current) return;
    // The plural form of the reader's language for this count, the number in its digits (a voice reads Persian ۳ in Persian).
    const message = resultCount
      ? t('search.resultCount', { count: resultCount, number: formatNumber(resultCount, locale) })
      : t('search.noMatch');
    const timer = setTimeout(() => announce(message), ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [open, status, typed, answer.current, resultCount, t, locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query or new data starts again at the first row
  useEffect(() => setActive(0), [query, source]);
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
              {status === 'error' || (answer.failed && !ordered.length) ? (
                <p className="palette-empty" role="alert">
                  {t('search.unavailable')}
                </p>
              ) : status !== 'success' || (!ordered.length && !answer.current) ? (
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
                            {row.page ? <bdi className="palette-item-page">{row.page}</bdi> : null}
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
