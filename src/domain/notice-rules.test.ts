import { describe, expect, it } from 'vitest';

import {
  baselineOf,
  HOLD_RELEASED_AT,
  mayConcernWatchers,
  NOTICE_KIND_EVERY_MS,
  noticeId,
  noticesDue,
  productFacts,
  returnsReleasedHold,
  type Baseline,
  type NoticeKind,
  type ProductFacts,
} from './notice-rules';

const facts = (price: number, stock = 5): ProductFacts => ({ price, stock });
const HOUR = 3600_000;
const DAY = NOTICE_KIND_EVERY_MS;

/** A change of the product: its facts after it, when it was made, and whether a hold gave them back. */
interface Change {
  after: ProductFacts;
  at?: number;
  releasedHold?: boolean;
}
/** Units a released hold gave back, at `at`. */
const released = (after: ProductFacts, at?: number): Change => ({ after, releasedHold: true, at });

/**
 * Plays a product's changes for one shopper who saved it at `saved`, as the function does (the
 * baseline taken from the state before the first change that matters), and lists the notices.
 * A change given as bare facts comes a day after the one before it, out of the daily limit's way.
 */
function noticesOver(
  saved: ProductFacts,
  changes: (ProductFacts | Change)[],
  wished = () => true,
): NoticeKind[] {
  const told: NoticeKind[] = [];
  let baseline: Baseline | undefined;
  let before = saved;
  changes.forEach((change, index) => {
    const { after, at = index * DAY, releasedHold } = 'after' in change ? change : { after: change };
    if (mayConcernWatchers(before, after)) {
      const decision = noticesDue({ wished: wished(), baseline, before, after, releasedHold, now: at });
      told.push(...decision.notices);
      baseline = decision.baseline ?? undefined;
    }
    before = after;
  });
  return told;
}

describe('price-drop notices', () => {
  it('notices a price lower than when the product was saved', () => {
    expect(
      noticesDue({ wished: true, baseline: undefined, before: facts(100), after: facts(80), now: 7 }),
    ).toEqual({
      notices: ['price-drop'],
      baseline: { price: 80, inStock: true, noticedAt: { 'price-drop': 7 } },
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
    expect(
      noticesDue({ wished: true, baseline, before: facts(80), after: facts(120), now: 0 }).baseline,
    ).toEqual(baseline);
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

describe('units a released hold gave back', () => {
  it('are not back in stock: the product was on sale before the hold took them', () => {
    expect(noticesOver(facts(100, 1), [facts(100, 0), released(facts(100, 1))])).toEqual([]);
  });

  it('send nothing however often a shopper holds the last units and cancels', () => {
    const flicker = Array.from({ length: 20 }, (_, at) =>
      at % 2 === 0 ? { after: facts(100, 0), at: at * HOUR } : released(facts(100, 1), at * HOUR),
    );
    expect(noticesOver(facts(100, 1), flicker)).toEqual([]);
  });

  it('are not back in stock for a shopper who saved the product while they were held', () => {
    expect(noticesOver(facts(100, 0), [released(facts(100, 2))])).toEqual([]);
  });

  it('leave the shopper’s baseline in stock, so a later price drop is only a price drop', () => {
    expect(noticesOver(facts(100, 1), [facts(100, 0), released(facts(100, 1)), facts(80, 1)])).toEqual([
      'price-drop',
    ]);
  });

  it('do not stop a real restock after the units sold out from being noticed', () => {
    expect(
      noticesOver(facts(100, 1), [facts(100, 0), released(facts(100, 1)), facts(100, 0), facts(100, 6)]),
    ).toEqual(['back-in-stock']);
  });
});

describe('at most one notice of each kind per product per shopper per day', () => {
  it('tells a second restock within a day of the first nothing, and one a day later again', () => {
    const stockAt = (stock: number, hours: number) => ({ after: facts(100, stock), at: hours * HOUR });
    const restocks = [stockAt(4, 0), stockAt(0, 1), stockAt(4, 2), stockAt(0, 3), stockAt(4, 24)];
    expect(noticesOver(facts(100, 0), restocks)).toEqual(['back-in-stock', 'back-in-stock']);
  });

  it('holds back a second price drop within a day, measuring the next from the price last told', () => {
    const first = noticesDue({
      wished: true,
      baseline: undefined,
      before: facts(100),
      after: facts(90),
      now: 0,
    });
    const second = noticesDue({
      wished: true,
      baseline: first.baseline ?? undefined,
      before: facts(90),
      after: facts(80),
      now: 23 * HOUR,
    });
    expect(second).toEqual({ notices: [], baseline: first.baseline });
    const third = noticesDue({
      wished: true,
      baseline: second.baseline ?? undefined,
      before: facts(80),
      after: facts(70),
      now: DAY,
    });
    expect(third).toEqual({
      notices: ['price-drop'],
      baseline: { price: 70, inStock: true, noticedAt: { 'price-drop': DAY } },
    });
  });

  it('counts each kind on its own', () => {
    expect(
      noticesOver(facts(100, 0), [
        { after: facts(90, 0), at: 0 },
        { after: facts(90, 3), at: HOUR },
      ]),
    ).toEqual(['price-drop', 'back-in-stock']);
  });

  it('keeps when each kind was told across changes that tell nothing', () => {
    const baseline: Baseline = {
      price: 90,
      inStock: true,
      noticedAt: { 'price-drop': 5, 'back-in-stock': 6 },
    };
    expect(
      noticesDue({ wished: true, baseline, before: facts(90, 3), after: facts(90, 0), now: 9 }).baseline,
    ).toEqual({ ...baseline, inStock: false });
  });
});

describe('which write gave back a released hold’s units', () => {
  const at = (seconds: number, nanoseconds: number) => ({ seconds, nanoseconds });

  it('is the one that stamped the release with its own time', () => {
    expect(returnsReleasedHold({ [HOLD_RELEASED_AT]: at(10, 5), updatedAt: at(10, 5), stock: 1 })).toBe(true);
  });

  it('is not a later write that left an earlier release’s stamp behind', () => {
    expect(returnsReleasedHold({ [HOLD_RELEASED_AT]: at(10, 5), updatedAt: at(10, 6) })).toBe(false);
    expect(returnsReleasedHold({ [HOLD_RELEASED_AT]: at(10, 5), updatedAt: at(11, 5) })).toBe(false);
  });

  it('is not a write with no stamp, nor one whose times are not timestamps', () => {
    expect(returnsReleasedHold({ updatedAt: at(10, 5) })).toBe(false);
    expect(returnsReleasedHold({ [HOLD_RELEASED_AT]: 10, updatedAt: 10 })).toBe(false);
    expect(returnsReleasedHold(undefined)).toBe(false);
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
        now: 0,
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
