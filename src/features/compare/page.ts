// The compare feature's second entry, for the /compare route alone. Its index.ts holds only what
// product cards and the shop's frame draw (lazy wrappers), so the catalog, whose cards draw
// Compare, and the comparison, which reads the catalog, do not import each other.
export { CompareView } from './components/compare-view';
