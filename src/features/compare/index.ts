// What product cards, product pages and the shop's frame draw; the /compare page is in page.ts.
export { CompareToggle, CompareTray, preloadCompareControls } from './components/lazy-compare';
