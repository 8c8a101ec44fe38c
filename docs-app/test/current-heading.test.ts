import { describe, expect, it } from 'vitest';
import { currentHeading } from '../src/components/current-heading.ts';

const view = { line: 80, viewportHeight: 800, atBottom: false, hash: '' };
const headings = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i + 1}`, top }));

describe('the section being read', () => {
  it('is the last heading that passed the reading line below the sticky header', () => {
    expect(currentHeading(headings(-400, -10, 300, 900), view)).toBe('h2');
    expect(currentHeading(headings(-400, 80, 300), view)).toBe('h2');
  });

  it('is the heading just jumped to (scrolled to exactly the line)', () => {
    expect(currentHeading(headings(-900, -300, 80.4, 600), { ...view, hash: 'h3' })).toBe('h3');
  });

  it('is the first heading before any has passed the line', () => {
    expect(currentHeading(headings(200, 500), view)).toBe('h1');
  });

  it('at the bottom of the page, is the heading jumped to when it is in view, else the last one in view', () => {
    const bottom = { ...view, atBottom: true };
    expect(currentHeading(headings(-500, 40, 300, 500), { ...bottom, hash: 'h3' })).toBe('h3');
    expect(currentHeading(headings(-500, 40, 300, 500), { ...bottom, hash: 'h1' })).toBe('h4');
  });

  it('is nothing without headings', () => {
    expect(currentHeading([], view)).toBeNull();
  });
});
