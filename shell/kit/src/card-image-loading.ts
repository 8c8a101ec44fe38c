/**
 * How a card grid's cover image loads, by its place in the grid: the first row is above the
 * fold on any screen, so it loads eagerly, and the very first cover (the largest paint on a
 * phone, where the grid is one column) is fetched at high priority; every later cover waits
 * until it nears the viewport.
 */
export interface CardImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  decoding: 'async';
}

export function cardImageLoading(index: number, perRow = 3): CardImageLoading {
  return { loading: index < perRow ? 'eager' : 'lazy', fetchPriority: index === 0 ? 'high' : 'auto', decoding: 'async' };
}
