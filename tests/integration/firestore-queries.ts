/**
 * Every Firestore query the shop makes: the app's (src/**, firebase/firestore/lite) and the
 * functions' (functions/src/**, firebase-admin). `firestore-indexes.test.ts` checks that this table
 * lists every `where`, `orderBy` and `collectionGroup` call of those files, runs each query on the
 * Firestore emulator, and checks that firestore.indexes.json declares the composite index the
 * emulator planned it with: production refuses such a query without one, the emulator never does.
 *
 * To add a query: add a row naming its file, the collection it reads and its calls, copied as the
 * file writes them (line breaks and trailing commas aside). One row per shape the query can take:
 * a filter added only sometimes is two rows. Then run the test; if the query needs a composite
 * index that is not declared, the test prints the entry to add to firestore.indexes.json.
 */
export interface FirestoreQuery {
  /** What the query is for, in the shop's words. */
  what: string;
  /** The file that makes it, from the repository's root. */
  file: string;
  /**
   * The collection it reads, as a path with `{…}` for document ids (`Users/{uid}/notices`). A
   * collection group query names its group in its `collectionGroup(…)` call instead.
   */
  collection?: string;
  /** Its `where`, `orderBy` and `collectionGroup` calls, each as the file writes it. */
  calls: string[];
}

export const FIRESTORE_QUERIES: FirestoreQuery[] = [
  {
    what: "a category's products",
    file: 'src/features/catalog/api/get-category-products.ts',
    collection: 'Products',
    calls: ["where('category', '==', category)"],
  },
  {
    what: 'a product by its number',
    file: 'src/features/catalog/api/get-product.ts',
    collection: 'Products',
    calls: ["where('id', '==', id)"],
  },
  {
    what: "the catalog's changes since a device last synced",
    file: 'src/features/catalog/api/get-products-updated-since.ts',
    collection: 'Products',
    calls: ["where('updatedAt', '>', Timestamp.fromMillis(since))"],
  },
  {
    what: "the products deleted since a device last synced (their tombstones), the catalog's delta too",
    file: 'src/features/catalog/api/get-products-updated-since.ts',
    collection: 'CatalogRemovals',
    calls: ["where('updatedAt', '>', Timestamp.fromMillis(since))"],
  },
  {
    what: "the products changed since the catalog's snapshot was last rebuilt",
    file: 'functions/src/catalog/catalog-snapshot.ts',
    collection: 'Products',
    calls: ["where('updatedAt', '>', from)"],
  },
  {
    what: "the products deleted since the catalog's snapshot was last rebuilt (their tombstones)",
    file: 'functions/src/catalog/catalog-snapshot.ts',
    collection: 'CatalogRemovals',
    calls: ["where('updatedAt', '>', from)"],
  },
  {
    what: "the snapshot's files old enough to delete once no manifest names them",
    file: 'functions/src/catalog/catalog-snapshot.ts',
    collection: 'CatalogFiles',
    calls: ["where('createdAt', '<', Timestamp.fromMillis(now - KEEP_UNNAMED_FILES_MS))"],
  },
  {
    what: "the home page's featured, spring sale and best seller products",
    file: 'src/features/catalog/api/get-tagged-products.ts',
    collection: 'Products',
    calls: ["where('tags', 'array-contains', tag)"],
  },
  {
    what: "the home page's new products, of the computer and mobile types",
    file: 'src/features/catalog/api/get-tagged-products.ts',
    collection: 'Products',
    calls: ["where('tags', 'array-contains', tag)", "where('type', 'in', [...NEW_PRODUCT_TYPES])"],
  },
  {
    what: 'products whose title starts with the search text',
    file: 'src/features/catalog/api/search-products.ts',
    collection: 'Products',
    calls: ["where('title', '>=', text)", "where('title', '<=', text + PREFIX_END)"],
  },
  {
    what: "a shopper's orders, newest first",
    file: 'src/features/checkout/api/orders.ts',
    collection: 'Orders',
    calls: ["where('uid', '==', uid)", "orderBy('createdAt', 'desc')"],
  },
  {
    what: "an account's latest checkouts, to slow one whose checkouts keep running out unpaid",
    file: 'functions/src/checkout/unpaid-holds.ts',
    collection: 'Orders',
    calls: ["where('uid', '==', uid)", "orderBy('createdAt', 'desc')"],
  },
  {
    what: "the desk's orders of one status, newest first",
    file: 'src/features/desk/api/desk-orders.ts',
    collection: 'Orders',
    calls: ["where('status', '==', status)", "orderBy('createdAt', 'desc')"],
  },
  {
    what: "the desk's orders of every status, newest first",
    file: 'src/features/desk/api/desk-orders.ts',
    collection: 'Orders',
    calls: ["orderBy('createdAt', 'desc')"],
  },
  {
    what: "the desk's export: the orders placed in a period, newest first",
    file: 'src/features/desk/api/desk-orders.ts',
    collection: 'Orders',
    calls: ["where('createdAt', '>=', from)", "where('createdAt', '<', to)", "orderBy('createdAt', 'desc')"],
  },
  {
    what: "the desk's orders released without Stripe's word (they carry strandedReason)",
    file: 'src/features/desk/api/desk-orders.ts',
    collection: 'Orders',
    calls: ["where('strandedReason', '!=', null)"],
  },
  {
    what: "the desk's low stock list, fewest first",
    file: 'src/features/desk/api/desk-products.ts',
    collection: 'Products',
    calls: ["where('stock', '<=', LOW_STOCK_THRESHOLD)", "orderBy('stock')"],
  },
  {
    what: "the desk's products hidden from the shop",
    file: 'src/features/desk/api/desk-products.ts',
    collection: 'Products',
    calls: ["where('hidden', '==', true)"],
  },
  {
    what: "a shopper's notices, newest first",
    file: 'src/features/notices/api/account-notices.ts',
    collection: 'Users/{uid}/notices',
    calls: ["orderBy('createdAt', 'desc')"],
  },
  {
    what: 'every order of an account being deleted',
    file: 'functions/src/accounts/delete-account.ts',
    collection: 'Orders',
    calls: ["where('uid', '==', uid)"],
  },
  {
    what: "an account's open checkouts, released when it starts another",
    file: 'functions/src/checkout/open-checkouts.ts',
    collection: 'Orders',
    calls: ["where('uid', '==', uid)", "where('hold', '==', 'held')", "where('status', '==', 'pending')"],
  },
  {
    what: 'the shoppers whose wishlist holds a product that changed',
    file: 'functions/src/notices/product-notices.ts',
    collection: 'Users',
    calls: ["where('wishlist', 'array-contains', change.productId)"],
  },
  {
    what: "the desk home's days of totals, oldest first",
    file: 'src/features/desk/api/read-day-totals.ts',
    collection: 'SalesDays',
    calls: ["where('day', '>=', first)", "orderBy('day')"],
  },
  {
    what: 'how many paid orders wait to be shipped (the desk home)',
    file: 'src/features/desk/api/read-day-totals.ts',
    collection: 'Orders',
    calls: ["where('status', '==', 'paid')"],
  },
  {
    what: 'how many payments wait for review (the desk home)',
    file: 'src/features/desk/api/read-day-totals.ts',
    collection: 'Orders',
    calls: ["where('status', '==', 'needs-review')"],
  },
  {
    what: "the shards of the days' totals, folded once their day is over",
    file: 'functions/src/stats/fold.ts',
    collection: 'SalesDays',
    calls: ["where('shard', '>=', 0)"],
  },
  {
    what: "the sweep's page of holds it may release, oldest first",
    file: 'functions/src/orders/sweep.ts',
    collection: 'Orders',
    calls: [
      "where('status', '==', 'pending')",
      "where('hold', '==', 'held')",
      "where('holdExpiresAt', '<', Timestamp.fromMillis(now - SWEEP_GRACE_MS))",
      "orderBy('holdExpiresAt')",
    ],
  },
];
