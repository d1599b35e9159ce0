// What product cards, product pages and the shop's frame draw (lazy wrappers, so the script a page
// needs before it is live does not grow), and the /compare page, which only its lazy route imports:
// the build keeps a feature's unused exports out of the other chunks (vite.config.ts, treeshake).
export { CompareToggle, CompareTray, preloadCompareControls } from './components/lazy-compare';
export { CompareView } from './components/compare-view';
