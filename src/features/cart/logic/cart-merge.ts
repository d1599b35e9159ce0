import type { CartLine } from '../types';
import { addLine, lineKey } from './cart-rules';

const quantities = (lines: readonly CartLine[]) => {
  const byKey = new Map<string, number>();
  for (const line of lines) byKey.set(lineKey(line), (byKey.get(lineKey(line)) ?? 0) + line.quantity);
  return byKey;
};

/**
 * Merges the cart saved on the account (`server`) with this device's cart (`local`), given the
 * cart both last agreed on (`base`: what this device last saved or read). What this device
 * changed since then is applied to the server's cart: quantities added go in by the add rule (the
 * same id and variant adds up), quantities taken away or lines removed come off. Whatever another
 * device changed meanwhile is kept. With no common base (an empty one), the two carts simply add up.
 */
export function mergeCarts(
  server: readonly CartLine[],
  local: readonly CartLine[],
  base: readonly CartLine[],
): CartLine[] {
  const was = quantities(base);
  const now = quantities(local);
  let merged = [...server];
  const done = new Set<string>();
  for (const line of local) {
    const key = lineKey(line);
    if (done.has(key)) continue;
    done.add(key);
    const added = (now.get(key) ?? 0) - (was.get(key) ?? 0);
    if (added > 0) merged = addLine(merged, { ...line, quantity: added });
  }
  for (const [key, quantity] of was) {
    const removed = quantity - (now.get(key) ?? 0);
    if (removed <= 0) continue;
    merged = merged
      .map((line) => (lineKey(line) === key ? { ...line, quantity: line.quantity - removed } : line))
      .filter((line) => line.quantity > 0);
  }
  return merged;
}

/** The same lines in the same quantities, whatever their order. */
export function sameCart(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  const left = quantities(a);
  const right = quantities(b);
  return left.size === right.size && [...left].every(([key, quantity]) => right.get(key) === quantity);
}
