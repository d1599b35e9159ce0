import { isLimitPerOrder } from './order-limits';
import type { Product, ProductSpecification } from './product';

/**
 * A Timestamp as epoch milliseconds, as the SDK reading the document makes it (the browser's SDK
 * and the Admin SDK each have their own class); undefined for anything else.
 */
export type TimestampMillis = (value: unknown) => number | undefined;

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

/** A date field as epoch milliseconds: a Timestamp, a number, or text `Date.parse` reads; else 0. */
function toMillis(value: unknown, timestampMillis: TimestampMillis): number {
  const stamped = timestampMillis(value);
  if (stamped !== undefined) return stamped;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value) || 0;
  return 0;
}

/**
 * Reads a Products document defensively: a malformed field becomes an empty value, never a
 * crash. `timestampMillis` reads the SDK's Timestamps in its dates.
 */
export function readProduct(data: Record<string, unknown>, timestampMillis: TimestampMillis): Product {
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
    createdAt: toMillis(data.createdAt, timestampMillis),
    updatedAt: toMillis(data.updatedAt ?? data.createdAt, timestampMillis),
    // Only a hidden product carries the key, so shown ones read as they always did.
    ...(data.hidden === true ? { hidden: true } : {}),
    // Likewise only a product the desk limited carries its limit per order.
    ...(isLimitPerOrder(data.limitPerOrder) ? { limitPerOrder: data.limitPerOrder } : {}),
  };
}
