/**
 * How a card grid's cover image loads, by its place in the grid: the first cover is the
 * largest paint of the page on a phone (where the grid is one column), so it loads eagerly
 * at high priority; every later cover waits until it nears the viewport (covers of a wide
 * screen's first row are in view at layout and load then), so the page's first load asks
 * for no image a reader cannot see yet. Covers past the first row wait for the page to be
 * interactive as well (`cardCoverWaits`).
 */
export interface CardImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  decoding: 'async';
}

export function cardImageLoading(index: number): CardImageLoading {
  return index === 0
    ? { loading: 'eager', fetchPriority: 'high', decoding: 'async' }
    : { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' };
}

/** Cards in the first row of the widest grid (`.card-grid-3`): the only covers a first screen may show whole. */
const FIRST_ROW = 3;

/**
 * Whether a card's cover waits for the page to be interactive (render it in `AfterHydration`):
 * every cover past the first row. Native lazy loading alone reaches too far for a first load:
 * on a phone (one column) the browser fetches every image within 1,250 px below the screen,
 * three or four more covers and their authors' avatars, while the page's scripts are still
 * downloading. Once the page is interactive those covers render as lazy images, and the
 * browser loads each as it nears the viewport, as before.
 */
export function cardCoverWaits(index: number): boolean {
  return index >= FIRST_ROW;
}
