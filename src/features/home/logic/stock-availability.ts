/**
 * Units each product puts into the spring sale. The catalog has no "sold" figure, so the
 * available share is the stock measured against this allocation: 42 in stock shows 42 %,
 * and stock beyond the allocation shows 100 %.
 */
const SPRING_SALE_ALLOCATION = 100;

/** Percent of the sale allocation still available, a whole number from 0 to 100. */
export function percentAvailable(stock: number): number {
  if (!Number.isFinite(stock) || stock <= 0) return 0;
  return Math.min(100, Math.round((stock / SPRING_SALE_ALLOCATION) * 100));
}
