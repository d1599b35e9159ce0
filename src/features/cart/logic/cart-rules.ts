import { VARIANTS, type Variant } from '@/domain/shop-rules';

import type { CartLine } from '../types';
import { lineCap, productQuantity, type LineCap, type ProductLimits } from './line-caps';

/** Cart rules of spec §4, as pure functions of the line list. */

/** A line's identity: the product and the variant. */
export const lineKey = (line: Pick<CartLine, 'id' | 'variant'>) => `${line.id}:${line.variant}`;

/** Same id and variant merges and adds the quantity; anything else is a new line. */
export function addLine(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const at = lines.findIndex((line) => lineKey(line) === lineKey(added));
  if (at === -1) return [...lines, added];
  return lines.map((line, index) =>
    index === at ? { ...line, quantity: line.quantity + added.quantity } : line,
  );
}

export const removeLineAt = (lines: readonly CartLine[], index: number): CartLine[] =>
  lines.filter((_, at) => at !== index);

/** Quantity 0 or less removes every line of the id; otherwise sets the id+variant line. */
export function updateQuantity(
  lines: readonly CartLine[],
  id: number,
  variant: CartLine['variant'],
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.id !== id);
  return lines.map((line) => (line.id === id && line.variant === variant ? { ...line, quantity } : line));
}

/**
 * The + and − buttons: one more or one fewer of a line, counted from the cart as it is now (another
 * tab may have changed it), never below 1: removing the last one is a separate, confirmed step.
 * One more is refused past the line's cap (lineCap: the product's stock when known, its limit per
 * order, and the order's most units).
 */
export function stepQuantity(
  lines: readonly CartLine[],
  id: number,
  variant: CartLine['variant'],
  step: 1 | -1,
  product?: ProductLimits,
): CartLine[] {
  const line = lines.find((candidate) => candidate.id === id && candidate.variant === variant);
  if (!line) return [...lines];
  if (step === 1 && line.quantity + 1 > lineCap(lines, line, product).max) return [...lines];
  return updateQuantity(lines, id, variant, Math.max(1, line.quantity + step));
}

/** An add to cart refused at the line's cap, with what the cart held of it then. */
export interface AddRefusal {
  cap: LineCap;
  /** The product's quantity across its lines: both caps are the product's, its variants together. */
  inCart: number;
}

/**
 * Add to cart within the line's cap (see lineCap): an add that would pass it is refused whole,
 * never cut short, so the shopper is not left guessing how many went in.
 */
export function addLineWithinCap(
  lines: readonly CartLine[],
  added: CartLine,
  product: ProductLimits | undefined,
): { lines: CartLine[]; refused?: AddRefusal } {
  const cap = lineCap(lines, added, product);
  const held = lines.find((line) => lineKey(line) === lineKey(added))?.quantity ?? 0;
  if (held + added.quantity <= cap.max) return { lines: addLine(lines, added) };
  return { lines: [...lines], refused: { cap, inCart: productQuantity(lines, added.id) } };
}

/** A stored or received value that is a whole cart line; anything else is dropped. */
export const isCartLine = (value: unknown): value is CartLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.id === 'number' &&
    typeof line.title === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.type === 'string' &&
    VARIANTS.includes(line.variant as Variant) &&
    Array.isArray(line.images) &&
    line.images.every((image) => typeof image === 'string')
  );
};

/** Reads stored cart JSON; corrupt text or malformed lines are dropped, never thrown. */
export function parseStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const lines: unknown = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
    return Array.isArray(lines) ? lines.filter(isCartLine) : [];
  } catch {
    return [];
  }
}
