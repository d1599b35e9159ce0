import { describe, expect, it } from 'vitest';

import { FEATURED_SLIDES_PER_VIEW, SPRING_SALE_SLIDES_PER_VIEW } from '@/lib/constants';

import { slidesFor } from './slides-per-view';

describe('slidesFor', () => {
  it('shows the featured breakpoints of spec §9', () => {
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 390)).toBe(1);
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 639)).toBe(1);
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 768)).toBe(2);
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 1024)).toBe(2);
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 1280)).toBe(3);
    expect(slidesFor(FEATURED_SLIDES_PER_VIEW, 1536)).toBe(4);
  });

  it('shows one spring-sale slide on small screens and two from 768 px', () => {
    expect(slidesFor(SPRING_SALE_SLIDES_PER_VIEW, 390)).toBe(1);
    expect(slidesFor(SPRING_SALE_SLIDES_PER_VIEW, 1280)).toBe(2);
  });
});
