import { t } from '@lingui/core/macro';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';

import { LOW_STOCK_THRESHOLD } from '@/domain/shop-rules';
import { db } from '@/lib/firebase';
import { formatNumber } from '@/lib/format';
import { isLimitPerOrder } from '@/domain/order-limits';
import type { Pricing } from '@/lib/product-checks';

/** What the desk shows and edits of a product (Products/{id}). */
export interface DeskProduct {
  id: number;
  title: string;
  category: string;
  image: string;
  price: number;
  previousPrice: number;
  discountTag: boolean;
  discountPercent: number | null;
  stock: number;
  hidden: boolean;
  /** The desk's lower limit per order (domain/order-limits.ts); null when the shop's applies. */
  limitPerOrder: number | null;
}

/** The most products a desk list shows. */
const LISTED = 50;

const products = () => collection(db, 'Products');

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toDeskProduct(data: DocumentData): DeskProduct {
  const images: unknown[] = Array.isArray(data.images) ? (data.images as unknown[]) : [];
  return {
    id: number(data.id),
    title: typeof data.title === 'string' ? data.title : '',
    category: typeof data.category === 'string' ? data.category : '',
    image: typeof images[0] === 'string' ? images[0] : '',
    price: number(data.price),
    previousPrice: number(data.previousPrice),
    discountTag: data.discountTag === true,
    discountPercent: data.discountTag === true ? number(data.discountPercent) : null,
    stock: number(data.stock),
    hidden: data.hidden === true,
    limitPerOrder: isLimitPerOrder(data.limitPerOrder) ? data.limitPerOrder : null,
  };
}

/** A product by its id, hidden or not; undefined when there is none. Throws on failure. */
export async function readDeskProduct(id: number): Promise<DeskProduct | undefined> {
  const snapshot = await getDoc(doc(products(), String(id)));
  return snapshot.exists() ? toDeskProduct(snapshot.data()) : undefined;
}

/** The words of a StockMoved, for the operator, in their language. */
function stockMovedWords(count: number): string {
  const stock = formatNumber(count);
  return t`The stock changed meanwhile: it is ${stock} now. Check it and save again.`;
}

/** The stock moved (a sale, a hold, a refund) since the form was filled in. */
export class StockMoved extends Error {
  constructor(readonly stock: number) {
    super(stockMovedWords(stock));
    this.name = 'StockMoved';
  }
}

/**
 * Saves the desk's edit of a product: its pricing, stock, visibility and limit per order, with `updatedAt` the
 * server's time, so every shopper's catalog picks the change up at its next sync. The rules
 * check the whole product as it will be (firestore.rules `validProduct`). The functions move the
 * stock meanwhile (holds, sales, refunds), so the edit is made in a transaction: a stock left as
 * it was is not written (the count the functions keep stands), and a new stock typed over a count
 * that has moved since is refused (StockMoved), never written over it.
 */
export async function saveDeskProduct(
  seen: DeskProduct,
  pricing: Pricing,
  { hidden, limitPerOrder }: Pick<DeskProduct, 'hidden' | 'limitPerOrder'>,
): Promise<void> {
  const ref = doc(products(), String(seen.id));
  await runTransaction(db, async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists()) throw new Error(t`This product no longer exists.`);
    const { stock, ...rest } = pricing;
    const stockNow = number(current.data().stock);
    if (stock !== seen.stock && stockNow !== seen.stock) throw new StockMoved(stockNow);
    transaction.update(ref, {
      ...rest,
      ...(stock === seen.stock ? {} : { stock }),
      hidden,
      limitPerOrder: limitPerOrder ?? deleteField(),
      updatedAt: serverTimestamp(),
    });
  });
}

/** The read of the low stock under way: the desk's home and its product lists ask at once. */
let lowStockRead: Promise<DeskProduct[]> | null = null;

/**
 * Products with LOW_STOCK_THRESHOLD units or fewer, fewest first (sold out ones too). Callers
 * asking while a read is under way share it; the next ask reads afresh.
 */
export function listLowStock(): Promise<DeskProduct[]> {
  lowStockRead ??= getDocs(
    query(products(), where('stock', '<=', LOW_STOCK_THRESHOLD), orderBy('stock'), limit(LISTED)),
  )
    .then((snapshot) => snapshot.docs.map((product) => toDeskProduct(product.data())))
    .finally(() => {
      lowStockRead = null;
    });
  return lowStockRead;
}

/** Products the operator took out of the shop. */
export async function listHiddenProducts(): Promise<DeskProduct[]> {
  const snapshot = await getDocs(query(products(), where('hidden', '==', true), limit(LISTED)));
  return snapshot.docs.map((product) => toDeskProduct(product.data()));
}
