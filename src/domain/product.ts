/*
 * A product as the shop and its functions both read it: the browser draws it, the functions cut
 * the catalog's snapshot from it (functions/src/catalog/catalog-snapshot.ts).
 */

export interface ProductSpecification {
  key: string;
  value: string;
}

/** A product as the shop shows it (spec §3); dates are epoch milliseconds. */
export interface Product {
  id: number;
  title: string;
  type: string;
  category: string;
  brand: string;
  price: number;
  previousPrice: number;
  discountTag: boolean;
  discountPercent: number | null;
  rating: number;
  totalRatings: number;
  stock: number;
  tags: string[];
  images: string[];
  description: string;
  specifications: ProductSpecification[];
  createdAt: number;
  updatedAt: number;
  /**
   * Set by the operator's desk: the product is out of the shop without being deleted.
   * The catalog leaves a hidden product out (`isShown` in catalog-cards.ts); absent means shown.
   */
  hidden?: boolean;
  /**
   * Set by the desk on a scarce product: the most units of it one order holds, below the shop's
   * MAX_LINE_QUANTITY (order-limits.ts). Absent means the shop's.
   */
  limitPerOrder?: number;
}

/** What the Add New Product form sends (spec §3 "New product as sent on save"). */
export type NewProduct = Omit<Product, 'createdAt' | 'updatedAt'>;

/** A product's card fields: everything but the long description and specifications. */
export type ProductCardRecord = Omit<Product, 'description' | 'specifications'>;
