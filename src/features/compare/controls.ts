// Compare's controls, one chunk loaded as the page goes live (components/lazy-compare.tsx).
export { CompareToggle } from './components/compare-toggle';
export { CompareTray } from './components/compare-tray';
