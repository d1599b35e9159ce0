import { describe, expect, it } from 'vitest';

import { FEATURED_SLIDES_PER_VIEW, SPRING_SALE_SLIDES_PER_VIEW } from '@/lib/constants';

import { slideWidthCss } from './slides-per-view';

/** The flex-basis a window `width` px wide gives a slide: the last rule that applies wins. */
function basisAt(css: string, width: number): string | undefined {
  let basis: string | undefined;
  for (const [, minWidth, value] of css.matchAll(
    /(?:@media \(min-width:(\d+)px\)\{)?\[[^\]]+\]>\*\{flex-basis:([\d.]+%)\}/g,
  )) {
    if (minWidth === undefined || width >= Number(minWidth)) basis = value;
  }
  return basis;
}

describe('slideWidthCss', () => {
  it('shows the featured breakpoints of spec §9', () => {
    const { css } = slideWidthCss(FEATURED_SLIDES_PER_VIEW);
    expect(basisAt(css, 390)).toBe('100%');
    expect(basisAt(css, 639)).toBe('100%');
    expect(basisAt(css, 768)).toBe('50%');
    expect(basisAt(css, 1024)).toBe('50%');
    expect(basisAt(css, 1280)).toBe('33.3333%');
    expect(basisAt(css, 1536)).toBe('25%');
  });

  it('shows one spring sale product on phones and two from 768 px', () => {
    const { css } = slideWidthCss(SPRING_SALE_SLIDES_PER_VIEW);
    expect(basisAt(css, 390)).toBe('100%');
    expect(basisAt(css, 1280)).toBe('50%');
  });

  it('names each set of breakpoints apart, so two carousels keep their own widths', () => {
    const featured = slideWidthCss(FEATURED_SLIDES_PER_VIEW);
    const sale = slideWidthCss(SPRING_SALE_SLIDES_PER_VIEW);
    expect(featured.name).not.toBe(sale.name);
    expect(sale.css).toContain(`[data-slides="${sale.name}"]`);
  });

  it('names a set by its breakpoints, widest last', () => {
    expect(slideWidthCss({ 1280: 3, 0: 1, 768: 2 }).name).toBe('0:1,768:2,1280:3');
  });

  it('is nothing but the width rules, one after the other', () => {
    const { css } = slideWidthCss(FEATURED_SLIDES_PER_VIEW);
    const rule = String.raw`\[[^\]]+\]>\*\{flex-basis:[\d.]+%\}`;
    const rules = new RegExp(String.raw`@media \(min-width:\d+px\)\{${rule}\}|${rule}`, 'g');
    expect(css.replace(rules, '')).toBe('');
  });
});
