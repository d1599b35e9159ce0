import { PRODUCT_IMAGE_CACHE, PRODUCT_IMAGE_CACHE_ENTRIES } from '@/lib/constants';
import { idleMoment } from '@/lib/idle';

import type { ProductCardRecord } from '../types';

/**
 * At most this many card images are fetched ahead: a share of the image cache, so the images of
 * visited products keep their room. Today's 109 card images are about 130 kB compressed.
 */
export const CARD_IMAGES_AHEAD = Math.floor(PRODUCT_IMAGE_CACHE_ENTRIES * 0.75);
const AT_ONCE = 4;

/** The longest wait for an idle moment. */
const IDLE_WAIT_MS = 2000;
/**
 * The idle time a fetch is started in: starting one under the service worker takes the page's
 * thread a few milliseconds on a low-tier phone, so the next fetch waits for the next idle moment
 * once less than this is left of the current one.
 */
const FETCH_START_MS = 15;

/**
 * Fetches the image of every card not cached yet, a few at a time, so the service worker's image
 * cache (stale-while-revalidate) can show every card offline. It runs only under a service worker
 * and online (the caller skips it when saving data). Resolves with the number of images fetched.
 * Fetches start in idle moments, as many in one as it has time for: four started together are a
 * task of 55 to 90 ms at a low-tier phone's speed, one round after another as a return visit
 * settles.
 */
export async function fetchCardImagesAhead(cards: readonly ProductCardRecord[]): Promise<number> {
  const controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  if (!controlled || typeof caches === 'undefined') return 0;
  const cache = await caches.open(PRODUCT_IMAGE_CACHE);
  const urls = [...new Set(cards.map((card) => card.images[0]).filter((url) => url !== undefined))];
  // One look at what is cached, by path (the cache keys are full URLs).
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = urls
    .slice(0, CARD_IMAGES_AHEAD)
    .filter((url) => !cached.has(new URL(url, location.href).pathname));
  let fetched = 0;
  for (let start = 0; start < missing.length && navigator.onLine; start += AT_ONCE) {
    const round: Promise<Response>[] = [];
    let timeLeft = await idleMoment(IDLE_WAIT_MS);
    for (const url of missing.slice(start, start + AT_ONCE)) {
      if (round.length > 0 && timeLeft() < FETCH_START_MS) timeLeft = await idleMoment(IDLE_WAIT_MS);
      round.push(fetch(url, { priority: 'low' }));
    }
    const answers = await Promise.allSettled(round);
    fetched += answers.filter((answer) => answer.status === 'fulfilled' && answer.value.ok).length;
  }
  return fetched;
}
