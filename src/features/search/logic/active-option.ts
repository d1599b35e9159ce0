/**
 * The active suggestion after an arrow key; -1 means none. Arrows wrap around at either end, as
 * in the ARIA combobox pattern (Home and End stay with the text caret).
 */
export function nextActiveOption(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
