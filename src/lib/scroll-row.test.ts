import { describe, expect, it } from 'vitest';

import { fadeStyle, hiddenEnds, ROW_FADE_PX, scrollLeftToShow } from './scroll-row';

/** A row 300 px wide holding 600 px of items. */
const row = (scrollLeft: number) => ({ scrollLeft, clientWidth: 300, scrollWidth: 600 });

describe('hiddenEnds', () => {
  it('hides nothing when every item fits', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toEqual({
      start: false,
      end: false,
    });
  });

  it('hides items past the end of a row at its start, before the start at its end, and both between', () => {
    expect(hiddenEnds(row(0))).toEqual({ start: false, end: true });
    expect(hiddenEnds(row(300))).toEqual({ start: true, end: false });
    expect(hiddenEnds(row(150))).toEqual({ start: true, end: true });
  });

  it('takes a fraction of a pixel short of an end, as a zoomed screen measures it, for the end', () => {
    expect(hiddenEnds(row(299.5))).toEqual({ start: true, end: false });
    expect(hiddenEnds(row(0.5))).toEqual({ start: false, end: true });
  });
});

describe('scrollLeftToShow', () => {
  it('leaves the row where it is when the item is in sight clear of the fades', () => {
    expect(scrollLeftToShow(row(100), { left: 200, width: 100 })).toBe(100);
  });

  it('scrolls back just far enough to show an item before the row’s start, clear of the fade', () => {
    expect(scrollLeftToShow(row(300), { left: 200, width: 100 })).toBe(200 - ROW_FADE_PX);
  });

  it('scrolls on just far enough to show an item past the row’s end, clear of the fade', () => {
    expect(scrollLeftToShow(row(0), { left: 300, width: 100 })).toBe(400 + ROW_FADE_PX - 300);
  });

  it('scrolls no further than the row can: the first and last items sit at its very ends', () => {
    expect(scrollLeftToShow(row(200), { left: 0, width: 100 })).toBe(0);
    expect(scrollLeftToShow(row(0), { left: 500, width: 100 })).toBe(300);
  });

  it('shows an item wider than the row from its start', () => {
    expect(scrollLeftToShow(row(0), { left: 200, width: 400 })).toBe(200 - ROW_FADE_PX);
  });
});

describe('fadeStyle', () => {
  it('fades nothing when nothing is hidden', () => {
    expect(fadeStyle({ start: false, end: false })).toBeUndefined();
  });

  it('fades only the ends that hide items', () => {
    expect(fadeStyle({ start: false, end: true })?.maskImage).toBe(
      `linear-gradient(to right, #000, #000 ${ROW_FADE_PX}px, #000 calc(100% - ${ROW_FADE_PX}px), transparent)`,
    );
    expect(fadeStyle({ start: true, end: true })?.maskImage).toMatch(
      /^linear-gradient\(to right, transparent,.*, transparent\)$/,
    );
  });
});
