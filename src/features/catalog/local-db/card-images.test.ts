import { afterEach, describe, expect, it, vi } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';

import { fetchCardImagesAhead } from './card-images';

const ORIGIN = 'https://shop.test';

/**
 * A page under a service worker, online, whose image cache holds `cached`; idle moments run when
 * `settle` calls them, each with `idleMs` left for as long as it lasts.
 */
function page(cached: string[] = [], idleMs = 50) {
  const idleMoments: ((deadline: IdleDeadline) => void)[] = [];
  /** The idle moment each fetch was started in (its index), in order. */
  const startedIn: number[] = [];
  let moment = -1;
  vi.stubGlobal('location', { href: `${ORIGIN}/products` });
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: { controller: {} } });
  vi.stubGlobal('caches', {
    open: () =>
      Promise.resolve({ keys: () => Promise.resolve(cached.map((path) => ({ url: ORIGIN + path }))) }),
  });
  vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => idleMoments.push(run));
  vi.stubGlobal('fetch', (url: string) => {
    startedIn.push(moment);
    return Promise.resolve({ ok: !url.includes('missing') });
  });
  /** Runs the idle moments the page asks for, one at a time, until it asks for none. */
  async function settle() {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = idleMoments.shift();
      if (!next) return;
      moment += 1;
      next({ didTimeout: false, timeRemaining: () => idleMs });
    }
  }
  return { startedIn, settle };
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, at) => aCardRecord({ id: at + 1, images: [`/images/${at + 1}.webp`] }));

describe('fetchCardImagesAhead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a round’s four fetches in one idle moment that has time for them, only for images not cached yet', async () => {
    const { startedIn, settle } = page(['/images/2.webp']);
    const fetching = fetchCardImagesAhead(cards(10));
    await settle();
    await expect(fetching).resolves.toBe(9);
    expect(startedIn).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2]);
  });

  it('starts each fetch in an idle moment of its own when the moments are short', async () => {
    const { startedIn, settle } = page([], 10);
    const fetching = fetchCardImagesAhead(cards(6));
    await settle();
    await expect(fetching).resolves.toBe(6);
    expect(startedIn).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('counts only the images that came', async () => {
    const { settle } = page();
    const fetching = fetchCardImagesAhead([
      ...cards(3),
      aCardRecord({ id: 99, images: ['/images/missing.webp'] }),
    ]);
    await settle();
    await expect(fetching).resolves.toBe(3);
  });

  it('fetches nothing without a service worker controlling the page', async () => {
    const { startedIn, settle } = page();
    vi.stubGlobal('navigator', { onLine: true, serviceWorker: { controller: null } });
    const fetching = fetchCardImagesAhead(cards(3));
    await settle();
    await expect(fetching).resolves.toBe(0);
    expect(startedIn).toEqual([]);
  });
});
