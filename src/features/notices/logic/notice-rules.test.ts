import { describe, expect, it } from 'vitest';

import {
  baselineOf,
  mayConcernWatchers,
  noticeId,
  noticesDue,
  productFacts,
  type Baseline,
  type NoticeKind,
  type ProductFacts,
} from './notice-rules';

const facts = (price: number, stock = 5): ProductFacts => ({ price, stock });

/**
 * Plays a product's changes for one shopper who saved it at `saved`, as the function does (the
 * baseline taken from the state before the first change that matters), and lists the notices.
 */
function noticesOver(saved: ProductFacts, changes: ProductFacts[], wished = () => true): NoticeKind[] {
  const told: NoticeKind[] = [];
  let baseline: Baseline | undefined;
  let before = saved;
  for (const after of changes) {
    if (mayConcernWatchers(before, after)) {
      const decision = noticesDue({ wished: wished(), baseline, before, after });
      told.push(...decision.notices);
      baseline = decision.baseline ?? undefined;
    }
    before = after;
  }
  return told;
}

describe('price-drop notices', () => {
  it('notices a price lower than when the product was saved', () => {
    expect(noticesDue({ wished: true, baseline: undefined, before: facts(100), after: facts(80) })).toEqual({
      notices: ['price-drop'],
      baseline: { price: 80, inStock: true },
    });
  });

  it('notices a price back up and down again once', () => {
    expect(noticesOver(facts(100), [facts(80), facts(100), facts(80)])).toEqual(['price-drop']);
  });

  it('does not notice a fall that stays above the price last noticed', () => {
    expect(noticesOver(facts(100), [facts(80), facts(120), facts(90)])).toEqual(['price-drop']);
  });

  it('does not notice a fall from a rise that stays above the price when saved', () => {
    expect(noticesOver(facts(100), [facts(150), facts(120), facts(100)])).toEqual([]);
  });

  it('notices each new low', () => {
    expect(noticesOver(facts(100), [facts(90), facts(95), facts(85), facts(85)])).toEqual([
      'price-drop',
      'price-drop',
    ]);
  });

  it('keeps the baseline where it was when the price goes up', () => {
    const baseline = { price: 80, inStock: true };
    expect(noticesDue({ wished: true, baseline, before: facts(80), after: facts(120) }).baseline).toEqual(
      baseline,
    );
  });
});

describe('back-in-stock notices', () => {
  it('notices stock coming back from none', () => {
    expect(noticesOver(facts(100, 0), [facts(100, 3)])).toEqual(['back-in-stock']);
  });

  it('does not notice stock going down, running out or rising while there is some', () => {
    expect(noticesOver(facts(100, 5), [facts(100, 2), facts(100, 0), facts(100, 0)])).toEqual([]);
    expect(noticesOver(facts(100, 2), [facts(100, 9)])).toEqual([]);
  });

  it('notices each return after running out', () => {
    expect(noticesOver(facts(100, 0), [facts(100, 3), facts(100, 0), facts(100, 1)])).toEqual([
      'back-in-stock',
      'back-in-stock',
    ]);
  });

  it('gives both notices when a product comes back cheaper', () => {
    expect(noticesOver(facts(100, 0), [facts(90, 4)])).toEqual(['price-drop', 'back-in-stock']);
  });
});

describe('a product no longer wished', () => {
  it('is not noticed, and its baseline is forgotten', () => {
    expect(
      noticesDue({
        wished: false,
        baseline: { price: 100, inStock: false },
        before: facts(100, 0),
        after: facts(50, 9),
      }),
    ).toEqual({ notices: [], baseline: null });
  });

  it('is not noticed over a run of changes either', () => {
    expect(noticesOver(facts(100, 0), [facts(80, 0), facts(80, 4)], () => false)).toEqual([]);
  });
});

describe('which changes are looked at', () => {
  it('skips changes that move neither the price nor whether there is stock', () => {
    expect(mayConcernWatchers(facts(100, 5), facts(100, 4))).toBe(false);
    expect(mayConcernWatchers(facts(100, 5), facts(100, 5))).toBe(false);
  });

  it('looks at price changes either way and at stock running out or coming back', () => {
    expect(mayConcernWatchers(facts(100), facts(90))).toBe(true);
    expect(mayConcernWatchers(facts(100), facts(110))).toBe(true);
    expect(mayConcernWatchers(facts(100, 1), facts(100, 0))).toBe(true);
    expect(mayConcernWatchers(facts(100, 0), facts(100, 1))).toBe(true);
  });
});

describe('product facts', () => {
  it('reads price and stock from a product document', () => {
    expect(productFacts({ price: 12.5, stock: 3, title: 'Lamp' })).toEqual({ price: 12.5, stock: 3 });
    expect(productFacts({ price: 0, stock: 0 })).toEqual({ price: 0, stock: 0 });
    expect(baselineOf({ price: 12.5, stock: 0 })).toEqual({ price: 12.5, inStock: false });
  });

  it('gives nothing for a document without usable numbers', () => {
    expect(productFacts(undefined)).toBeUndefined();
    expect(productFacts({ price: '12', stock: 3 })).toBeUndefined();
    expect(productFacts({ price: -1, stock: 3 })).toBeUndefined();
    expect(productFacts({ price: 12, stock: Number.NaN })).toBeUndefined();
    expect(productFacts({ price: Number.POSITIVE_INFINITY, stock: 3 })).toBeUndefined();
    expect(productFacts({ price: 12, stock: '3' })).toBeUndefined();
  });
});

describe('notice ids', () => {
  it('are the same for the same change, and differ by kind and change', () => {
    const change = '1795640116000000001';
    expect(noticeId('1001', 'price-drop', change)).toBe(noticeId('1001', 'price-drop', change));
    expect(noticeId('1001', 'price-drop', change)).not.toBe(noticeId('1001', 'back-in-stock', change));
    expect(noticeId('1001', 'price-drop', change)).not.toBe(
      noticeId('1001', 'price-drop', '1795640116000000002'),
    );
  });
});
