import { isLimitPerOrder } from './order-limits';
import type { Product, ProductSpecification } from './product';

/** A date field as epoch milliseconds, whatever the SDK reading it makes of a Timestamp. */
export type ToMillis = (value: unknown) => number;

const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const toText = (value: unknown): string => (typeof value === 'string' ? value : '');
const toTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function toSpecifications(value: unknown): ProductSpecification[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ key: toText(item.key), value: toText(item.value) }));
}

/**
 * Reads a Products document defensively: a malformed field becomes an empty value, never a
 * crash. `toMillis` reads its dates (the browser's SDK and the Admin SDK each have a Timestamp).
 */
export function readProduct(data: Record<string, unknown>, toMillis: ToMillis): Product {
  const discountTag = data.discountTag === true;
  return {
    id: toNumber(data.id),
    title: toText(data.title),
    type: toText(data.type),
    category: toText(data.category),
    brand: toText(data.brand),
    price: toNumber(data.price),
    previousPrice: toNumber(data.previousPrice),
    discountTag,
    discountPercent: discountTag && data.discountPercent != null ? toNumber(data.discountPercent) : null,
    rating: toNumber(data.rating),
    totalRatings: toNumber(data.totalRatings),
    stock: toNumber(data.stock),
    tags: toTextList(data.tags),
    images: toTextList(data.images),
    description: toText(data.description),
    specifications: toSpecifications(data.specifications),
    createdAt: toMillis(data.createdAt),
    updatedAt: toMillis(data.updatedAt ?? data.createdAt),
    // Only a hidden product carries the key, so shown ones read as they always did.
    ...(data.hidden === true ? { hidden: true } : {}),
    // Likewise only a product the desk limited carries its limit per order.
    ...(isLimitPerOrder(data.limitPerOrder) ? { limitPerOrder: data.limitPerOrder } : {}),
  };
}
