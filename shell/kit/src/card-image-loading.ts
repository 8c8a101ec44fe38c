/**
 * How a card grid's cover image loads, by its place in the grid: the first cover is the
 * largest paint of the page on a phone (where the grid is one column), so it loads eagerly
 * at high priority; every later cover waits until it nears the viewport (covers of a wide
 * screen's first row are in view at layout and load then), so the page's first load asks
 * for no image a reader cannot see yet.
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
