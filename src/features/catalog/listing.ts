// The catalog's second entry: the listing index, imported by the listing's own lazily loaded
// modules, so it stays out of the script every page loads (the index.ts graph is in it).
export { listingIndexOf } from './logic/listing-index';
