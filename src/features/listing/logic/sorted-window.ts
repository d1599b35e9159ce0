/**
 * Sorts `order[from]` up to `order[to]` (exclusive) into the entries a sort of all of `order` by
 * `compare` puts there, and leaves the other entries in no particular order: a quicksort that
 * goes on only into the parts that overlap that window, so one page of a long list costs about
 * a pass over the list and a sort of the page, not a sort of the list. `compare` must be a total
 * order, no two entries equal, for the window to be exactly a full sort's.
 */
export function sortWindow(
  order: Int32Array,
  compare: (a: number, b: number) => number,
  from: number,
  to: number,
  low = 0,
  high = order.length,
): void {
  while (high - low > 16 && low < to && high > from) {
    const pivot = order[(low + high) >>> 1] ?? 0;
    let left = low;
    let right = high - 1;
    while (left <= right) {
      while (compare(order[left] ?? 0, pivot) < 0) left++;
      while (compare(order[right] ?? 0, pivot) > 0) right--;
      if (left <= right) {
        const held = order[left] ?? 0;
        order[left++] = order[right] ?? 0;
        order[right--] = held;
      }
    }
    // Entries low…right come before the pivot, left…high - 1 after it, any between are it.
    sortWindow(order, compare, from, to, low, right + 1);
    low = left;
  }
  if (low < to && high > from) order.subarray(low, high).sort(compare);
}
