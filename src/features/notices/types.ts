/**
 * A notice, as Users/{uid}/notices holds it and the device keeps it: the shape every notice of the
 * shop has (a price drop, back in stock, an order's news), so one list shows them all.
 */
export interface Notice {
  id: string;
  /** 'price-drop', 'back-in-stock', 'order-status', … */
  kind: string;
  /** The headline, and what happened in a line. */
  title: string;
  body: string;
  /** Where opening it goes: a path of this shop. */
  link: string;
  /** A picture (the product's), or ''. */
  image: string;
  /** A product's notice: the product's price when it was made, and the price before. */
  price?: number;
  was?: number;
  /**
   * An order's notice: which one it is (a key of domain/order-notice-keys.ts, or one this device does
   * not know) and the facts its words name, to say it again in the shopper's language.
   */
  key?: string;
  params?: NoticeParams;
  /** When it was made (ms). */
  createdAt: number;
  read: boolean;
}

/** The facts a notice's words name, by name: an order's number, a carrier, an amount in dollars. */
export type NoticeParams = Record<string, string | number>;

/** The notices as this device keeps them (IndexedDB `eshop-notices`). */
export interface StoredNotices {
  /** Whose they are; null when no one's (signed out). */
  owner: string | null;
  /** Newest first. */
  notices: Notice[];
  /** Notices opened on this device whose being read has not reached the account yet. */
  unsentReads: string[];
  /** Notices this device has seen (told of, or found already there): each is told of once. */
  seen: string[];
  /** False until this device has read the owner's notices once: what was there then is not told of. */
  synced: boolean;
}
