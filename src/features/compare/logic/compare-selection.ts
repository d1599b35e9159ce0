import { COMPARE_MAX } from '@/lib/constants';
import { COMPARE_PATH } from '@/lib/routes';

/*
 * The products chosen to compare: at most COMPARE_MAX ids, each once, in the order chosen (the
 * order of the columns).
 */

/** `ids` with `id` added at the end, or 'full' when COMPARE_MAX are chosen already. */
export function addToComparison(ids: readonly number[], id: number): readonly number[] | 'full' {
  if (ids.includes(id)) return ids;
  if (ids.length >= COMPARE_MAX) return 'full';
  return [...ids, id];
}

export const removeFromComparison = (ids: readonly number[], id: number): readonly number[] =>
  ids.filter((chosen) => chosen !== id);

/** The answer to "which to drop?": `drop` goes and `add` comes last. */
export const replaceInComparison = (ids: readonly number[], drop: number, add: number): readonly number[] =>
  [...removeFromComparison(ids, drop).filter((chosen) => chosen !== add), add].slice(-COMPARE_MAX);

/** The comparison of these products: the address carries them, so it can be shared. */
export const comparePath = (ids: readonly number[]) => `${COMPARE_PATH}?ids=${ids.join(',')}`;

/**
 * The ids of a /compare address (`?ids=1001,1002`): whole positive numbers, each once, at most
 * COMPARE_MAX; anything else in it is ignored, so a hand-edited link still opens.
 */
export function parseCompareIds(param: string | null): number[] {
  const ids = (param ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
